// The server's layers import one way: app.ts builds the app from plugins and routes, routes call
// services, and nothing below app.ts imports it back (AppContext lives in app-context.ts); plugins
// stand beside services and import none of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
