// Every document the code cites is in the repository. Reads every text file git knows of (tracked, or new
// and not ignored) and fails, naming file:line, when one
// - cites a design note or a section of a specification that lives outside the repository (the names are
//   put together below, so this file does not cite them itself);
// - names a file under docs/ that does not exist, or a section (`docs/<file>.md, Heading`) or anchor
//   (`docs/<file>.md#heading`) that file does not have;
// - is Markdown and links to a file or anchor that does not exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();

const LOCKFILES = new Set(['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml']);
const BINARY = /\.(png|jpe?g|gif|ico|webp|pdf|docx?|xlsx?|zip|gz|br|woff2?|ttf|otf|eot|wasm|eml)$/i;

const outsideNotes = [
  ['DOMAIN', '.md'],
  ['ARCHITECTURE', '.md'],
  ['CODE', '_STYLE'],
  ['STACK', '_NOTES'],
  ['EXTRACTION', '_NOTES'],
].map((parts) => parts.join('').replace('.', '\\.'));
const OUTSIDE_NOTE = new RegExp(`(?:${outsideNotes.join('|')})`);
const SECTION_SIGN = '\u00a7';
const OUTSIDE_SPEC = new RegExp(`\\bspec(?:ification)?(?:'s|\u2019s)?\\s*${SECTION_SIGN}`, 'i');
const OUTSIDE_FOLDER = new RegExp(['shared', '(?:design|spec)', ''].join('\\/'));

// docs/<path>.md, then an optional #anchor, or a comma and the words that follow it.
const DOCS_REFERENCE = /(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\w-]+)|,[ \t]*([^\n]*))?/g;
// [text](target) in Markdown; web, mail and bare-anchor targets are checked apart.
const MARKDOWN_LINK = /\]\(([^()\s]+)\)/g;

function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))].filter(
    (file) =>
      file &&
      !file.split('/').includes('node_modules') &&
      !LOCKFILES.has(file.split('/').pop()) &&
      !BINARY.test(file) &&
      existsSync(join(root, file)) &&
      statSync(join(root, file)).isFile(),
  );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headingsCache = new Map();
/** The headings of a Markdown file, outside code blocks. */
function headingsOf(file) {
  if (!headingsCache.has(file)) {
    const headings = [];
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
      if (heading) headings.push(heading[1]);
    }
    headingsCache.set(file, headings);
  }
  return headingsCache.get(file);
}

const hasAnchor = (file, anchor) => headingsOf(file).some((heading) => slug(heading) === anchor);

/** Whether `words` (what follows "docs/<file>.md, ") begin with one of the file's headings. */
const startsWithHeading = (file, words) =>
  headingsOf(file).some(
    (heading) => words.startsWith(heading) && !/[\p{L}\p{N}]/u.test(words.charAt(heading.length)),
  );

const problems = [];
const files = sourceFiles();
let citations = 0;

for (const file of files) {
  const buffer = readFileSync(join(root, file));
  if (buffer.includes(0)) continue;
  const lines = buffer.toString('utf8').split('\n');
  const isMarkdown = file.endsWith('.md');
  lines.forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const pattern of [OUTSIDE_NOTE, OUTSIDE_SPEC, OUTSIDE_FOLDER]) {
      const found = pattern.exec(line);
      if (found) problems.push(`${at}: cites "${found[0]}", which is not in the repository; cite docs/`);
    }

    for (const [, path, anchor, words] of line.matchAll(DOCS_REFERENCE)) {
      citations += 1;
      const target = join(root, path);
      if (!existsSync(target)) {
        problems.push(`${at}: ${path} does not exist`);
        continue;
      }
      if (anchor && !hasAnchor(target, anchor)) problems.push(`${at}: ${path} has no section #${anchor}`);
      // "docs/<file>.md, Heading": words after the comma name a section when they start with a capital.
      if (words && /^\p{Lu}/u.test(words) && !startsWithHeading(target, words)) {
        problems.push(`${at}: ${path} has no section that "${words.slice(0, 40)}" starts with`);
      }
    }

    if (!isMarkdown) return;
    for (const [, link] of line.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z][a-z+.-]*:/i.test(link)) continue;
      const [pathPart, anchor] = link.split('#');
      const target = pathPart ? resolve(root, dirname(file), pathPart) : join(root, file);
      if (relative(root, target).startsWith('..') || !existsSync(target)) {
        problems.push(`${at}: links to ${link}, which does not exist`);
      } else if (anchor && target.endsWith('.md') && !hasAnchor(target, anchor)) {
        problems.push(`${at}: links to ${link}, whose file has no such section`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} reference(s) to documents that are not in the repository.`);
  process.exit(1);
}
console.log(`${files.length} files read; ${citations} citations of docs/ all found.`);
