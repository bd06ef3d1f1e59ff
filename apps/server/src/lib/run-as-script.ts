import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../config.ts';
import { DataDirLockedError } from './data-dir.ts';

/**
 * Runs a command-line tool's `main` when its module is the script Node was started with (tests import
 * the same modules without running them). A failure is one line on stderr and exit code 1; a bad
 * setting or a data dir in use is said in its own words.
 */
export function runAsScript(moduleUrl: string, failure: string, main: () => Promise<void>): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error(`${failure}:`, error instanceof Error ? error.message : error);
    }
    process.exit(1);
  });
}
