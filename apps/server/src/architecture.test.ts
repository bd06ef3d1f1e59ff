// The server's layers import one way: app.ts builds the app from plugins and routes, routes call
// services, and nothing below app.ts imports it back (AppContext lives in app-context.ts); plugins
// stand beside services and import none of them. And no parser of a stranger's file is loaded by the
// server's process or its tools: those run in the reading child only.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const sources = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(root, folder, file));
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import[^;]*?from '([^']+)'/gms)].map((match) => match[1] ?? '');

describe('the server’s imports', () => {
  it('never lead back to app.ts from below it', () => {
    const back = ['plugins', 'routes', 'services', 'jobs', 'documents', 'storage', 'mail', 'lib', 'db']
      .flatMap(sources)
      .filter((file) => importsOf(file).some((path) => /(^|\/)app\.ts$/.test(path)))
      .map((file) => relative(root, file));
    expect(back).toEqual([]);
  });

  it('never go from a plugin to a service', () => {
    const crossing = sources('plugins')
      .filter((file) => importsOf(file).some((path) => path.includes('/services/')))
      .map((file) => relative(root, file));
    expect(crossing).toEqual([]);
  });
});

// Packages that parse a file's content: a PDF, a Word document, a spreadsheet, CSV, a zip, XML, an image.
const PARSERS = [
  'mammoth',
  'pdfjs-dist',
  'tesseract.js',
  '@napi-rs/canvas',
  'word-extractor',
  'yauzl',
  'saxes',
  'sax',
  'jszip',
  'unzipper',
  'adm-zip',
  'exceljs',
  'xlsx',
  'papaparse',
  'csv-parse',
  'fast-xml-parser',
  '@xmldom/xmldom',
  'pdf-parse',
  'pdf-lib',
  'sharp',
];
// The one exception: a package that writes files as well as reads them may be loaded to write Keydate's
// own data, by the module named here and no other (it is never given a file someone sent).
const WRITES_ONLY: Record<string, string> = { exceljs: 'services/contracts/export-register.ts' };
const DOMAIN_INDEX = resolve(root, '../../../packages/domain/src/index.ts');

/** What loading `file` loads: static and dynamic imports and re-exports, not `import type`. */
function loadedBy(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const statics = [...code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)];
  const bare = [...code.matchAll(/^import\s+'([^']+)'/gm)];
  const dynamic = [...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)];
  return [...statics, ...bare, ...dynamic].map((match) => match[1] ?? '');
}

/** The project's files and the packages a process starting at `entry` loads, following relative imports. */
function packagesLoadedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>(); // package → the first file that loads it
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of loadedBy(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (specifier === '@keydate/domain') visit(DOMAIN_INDEX);
      else if (!specifier.startsWith('node:')) {
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        const importer = relative(root, file);
        if (!packages.has(name) && WRITES_ONLY[name] !== importer) packages.set(name, importer);
      }
    }
  };
  visit(entry);
  return packages;
}

const parsersLoadedFrom = (entry: string) =>
  [...packagesLoadedFrom(join(root, entry))]
    .filter(([name]) => PARSERS.includes(name))
    .map(([name, file]) => `${entry} loads ${name} (imported by ${file})`);

describe('strangers’ files', () => {
  it('are parsed by no module that the server process or a tool loads', () => {
    const entries = ['server.ts', ...readdirSync(join(root, 'tools')).map((file) => `tools/${file}`)];
    const found = entries.filter((entry) => entry.endsWith('.ts')).flatMap(parsersLoadedFrom);
    expect(found).toEqual([]);
  });

  it('are parsed in the reading child, where the same check finds its parsers', () => {
    expect(
      parsersLoadedFrom('documents/reading/reading-child.ts').map((found) => found.split(' ')[2]),
    ).toEqual(
      expect.arrayContaining([
        'mammoth',
        'pdfjs-dist',
        'word-extractor',
        'yauzl',
        'saxes',
        'papaparse',
        'exceljs',
        'tesseract.js',
        '@napi-rs/canvas',
      ]),
    );
  });
});
