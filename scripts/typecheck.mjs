// `npm run typecheck`: tsc --noEmit on every TypeScript program, as many at once as there are cores. The
// domain, the server, the bench and the fault scenarios share their compiler options and are one program
// (tsconfig.server.json), so the server's files, which the others import, are checked once; each folder's
// own tsconfig.json is still there for editors.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['tsconfig.server.json', 'apps/web', 'e2e'];

function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => {
      output += chunk;
    });
    tsc.stderr.on('data', (chunk) => {
      output += chunk;
    });
    tsc.on('close', (code) => resolve({ project, code, output }));
  });
}

const waiting = [...PROJECTS];
const results = [];
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));

const failed = results.filter((result) => result.code !== 0);
for (const { project, output } of failed) console.error(`✖ tsc -p ${project}\n${output}`);
if (failed.length > 0) process.exit(1);
console.log(`Types check in ${PROJECTS.join(', ')}.`);
