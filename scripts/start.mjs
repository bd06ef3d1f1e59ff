// `npm start`: build the web app if needed, then run the server (migrations apply at start).
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
