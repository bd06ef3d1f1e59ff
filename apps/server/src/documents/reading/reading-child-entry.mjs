// The reading child's first module, plain JavaScript. pdf.js is loaded before the TypeScript loader is
// registered: the loader would otherwise scan all 2 MB of it at every start of the child, nearly half of
// that start. The child itself (reading-child.ts) is loaded through the loader.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import { register } from 'tsx/esm/api';

register();
await import('./reading-child.ts');
