// The reading child's first module, plain JavaScript. pdf.js (its API and its document code, which it
// finds on globalThis instead of importing it at the first reading) is loaded before the TypeScript loader
// is registered: through the loader its 3 MB would be transformed at every start of the child, some
// 190 MB and a second and a half. The child itself (reading-child.ts) is loaded through the loader.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { register } from 'tsx/esm/api';

register();
await import('./reading-child.ts');
