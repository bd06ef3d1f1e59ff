// The server the browser journeys talk to: a fresh embedded database and outbox in a temp dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(join(tmpdir(), 'keydate-e2e-'));
writeFileSync(join(tmpdir(), `keydate-e2e-${port}.datadir`), dataDir);
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_IP_RATE_LIMIT: '10000',
    EMAIL_RATE_LIMIT: '1000',
    REGISTER_RATE_LIMIT: '10000',
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
