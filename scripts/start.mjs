// `npm start`: build the web app if needed, then run the server in this same process (the start script
// execs it, so no shell or wrapper sits between npm and the server): a signal sent to `npm start`
// reaches the server, and npm exits only when the server has, with its code.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
process.env.NODE_ENV ??= 'production';
await import('../apps/server/src/server.ts');
