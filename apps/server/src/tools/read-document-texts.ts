// Reads the text of every stored document that has not been read yet, then exits: `npm run texts`. The
// server does the same in the background on start; this is for a large backfill run on its own. It can
// be stopped (Ctrl-C) at any point and run again: it goes on where it stopped.
import { existsSync } from 'node:fs';
import pino from 'pino';
import { loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { closeDocumentReader } from '../documents/reading/document-reader.ts';
import { runAsScript } from '../lib/run-as-script.ts';
import { openRuntime } from '../runtime.ts';
import { readDocumentTexts } from '../services/documents/read-document-texts.ts';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = pino(loggerOptions(config));
  const runtime = await openRuntime(config, logger, 'the document text command');
  const stopping = new AbortController();
  // Stopping kills the reading in progress: that document is read again by the next run.
  const stop = () => {
    stopping.abort();
    void closeDocumentReader();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const { read } = await readDocumentTexts({
      db: runtime.database.db,
      storage: runtime.storage,
      log: logger,
      signal: stopping.signal,
    });
    console.log(
      stopping.signal.aborted
        ? `Stopped after reading ${read} documents; run it again to go on.`
        : `Read ${read} documents; none is left unread.`,
    );
  } finally {
    await closeDocumentReader();
    await runtime.close();
  }
}

runAsScript(import.meta.url, 'Reading document texts failed', main);
