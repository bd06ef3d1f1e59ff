// `npm test`, after the web build: reads the build's manifest (apps/web/dist/.vite/manifest.json) and
// holds three rules about what a browser downloads.
// 1. The landing page (/, landing.html) loads at most 60 KB of JavaScript, gzip-compressed: its
//    script and every chunk that script imports.
// 2. The app's first script (index.html: the sign-in, registration and password pages) imports no
//    page behind sign-in: each of those is a chunk of its own, loaded when it is first shown.
// 3. The sign-in pages (/login, /register, /forgot-password, /verify-email) load at most 126 KB of
//    JavaScript, gzip-compressed, before they run: the app's first script with every chunk it
//    imports, and the page's own chunk with its imports should it have one. What they fetch only
//    when it is needed (the forms' rules with zod, the toasts) is not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const LANDING_JS_LIMIT = 60 * 1024;
const SIGN_IN_JS_LIMIT = 126 * 1024;
// Pages that come with the app's first script; every other file in src/routes is behind sign-in.
const PUBLIC_PAGES = [
  'landing',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'not-found',
];
const SIGN_IN_PAGES = ['login', 'register', 'forgot-password', 'verify-email'];

const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const failures = [];

/** The chunk and every chunk it imports statically: what the browser fetches before it runs. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the web build's manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipBytes = (file) =>
  gzipSync(readFileSync(`${dist}/${file}`), { level: constants.Z_BEST_COMPRESSION }).length;

function javaScriptOf(keys) {
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({ file, bytes: gzipBytes(file) }));
  return { sizes, total: sizes.reduce((sum, { bytes }) => sum + bytes, 0) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const landing = javaScriptOf(staticClosure('landing.html'));
for (const { file, bytes } of landing.sizes) console.log(`  landing  ${file}  ${bytes} B`);
console.log(
  `Landing page JavaScript: ${landing.total} B gzip (${kb(landing.total)}; limit ${kb(LANDING_JS_LIMIT)})`,
);
if (landing.total > LANDING_JS_LIMIT) {
  failures.push(
    `the landing page loads ${kb(landing.total)} of JavaScript, more than ${kb(LANDING_JS_LIMIT)}`,
  );
}

const signIn = SIGN_IN_PAGES.map((page) => {
  const keys = staticClosure('index.html');
  const key = `src/routes/${page}.tsx`;
  if (manifest[key]?.isDynamicEntry) staticClosure(key, keys);
  return { page, ...javaScriptOf(keys) };
});
for (const { file, bytes } of signIn[0].sizes) console.log(`  sign-in  ${file}  ${bytes} B`);
// One line per amount: while the pages all come with the app's first script, one line for all four.
for (const total of new Set(signIn.map((page) => page.total))) {
  const pages = signIn.filter((page) => page.total === total).map(({ page }) => `/${page}`);
  console.log(
    `Sign-in pages' JavaScript (${pages.join(', ')}): ${total} B gzip (${kb(total)}; limit ${kb(SIGN_IN_JS_LIMIT)})`,
  );
  if (total > SIGN_IN_JS_LIMIT) {
    failures.push(`${pages.join(', ')} load ${kb(total)} of JavaScript, more than ${kb(SIGN_IN_JS_LIMIT)}`);
  }
}

const appChunks = staticClosure('index.html');
const signedInPages = readdirSync('apps/web/src/routes')
  .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
  .map((name) => name.replace(/\.tsx$/, ''))
  .filter((name) => !PUBLIC_PAGES.includes(name));
for (const page of signedInPages) {
  const key = `src/routes/${page}.tsx`;
  if (!manifest[key]?.isDynamicEntry || appChunks.has(key)) {
    failures.push(`${key} is not loaded lazily: the app's first script would carry it`);
  }
}

const allJs = readdirSync(`${dist}/assets`).filter((name) => name.endsWith('.js'));
const allBytes = allJs.reduce((sum, name) => sum + gzipBytes(`assets/${name}`), 0);
console.log(`All JavaScript of the app: ${allBytes} B gzip (${kb(allBytes)}) in ${allJs.length} files`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`✖ ${failure}`);
  process.exit(1);
}
