// Development runner for the word-confidence gate (doubtful-figures.ts): makes development contracts into
// scans as the scan bench does, recognises every page, and holds each recognised word with figures against
// the same page's text layer between the same neighbours (lib/scan-figures.ts checkFigures). Prints how
// often the figures were misread among the words the gate doubts, the other words below its word
// confidence, and the words above it. In process, on the development set only (no stranger's file).
//   --dir <folder>       holds pdf/ and answers.csv (default ../shared/cuad-dev beside the repository)
//   --contracts N        the first N contracts of 1 to 12 pages in the scan bench's order (default 40,
//                        237 pages, some 15 minutes on a two-core machine)
//   --skip K             leaves out the first K of them (default 0)
//   --cache <folder>     keep each PDF's text layer there and reuse it
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  doubtfulWordsOf,
  MIN_FIGURE_CONFIDENCE,
  type RecognisedWord,
} from '../../apps/server/src/documents/reading/doubtful-figures.ts';
import { STANDARD_FONT_DATA_URL } from '../../apps/server/src/documents/reading/pdf-text.ts';
import { textRecogniser } from '../../apps/server/src/documents/reading/recognise-text.ts';
import { CUAD_DIR, loadCuadAnswers } from '../lib/cuad-answers.ts';
import { cuadFiles, cuadPages } from '../lib/cuad-text.ts';
import { bareWords, checkFigures, chooseScanSample } from '../lib/scan-figures.ts';
import { pageCountOf, scanOf } from './scan.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: CUAD_DIR },
    contracts: { type: 'string', default: '40' },
    skip: { type: 'string', default: '0' },
    cache: { type: 'string' },
  },
});
const dir = values.dir;

const CLASSES = [
  'doubted by the gate',
  `below ${MIN_FIGURE_CONFIDENCE}, every figure sure`,
  `${MIN_FIGURE_CONFIDENCE} or more`,
] as const;
type Class = (typeof CLASSES)[number];

function classOf(word: RecognisedWord): Class {
  // The gate's own test, on the word alone (a 15 or 18 before "day" is doubted for its neighbour).
  if (doubtfulWordsOf([word]).length > 0) return CLASSES[0];
  return word.confidence < MIN_FIGURE_CONFIDENCE ? CLASSES[1] : CLASSES[2];
}

const tally = new Map(CLASSES.map((name) => [name, { right: 0, misread: 0, unknown: 0 }]));
const sample = await chooseScanSample(
  cuadFiles(dir, loadCuadAnswers(dir)),
  async (file) => pageCountOf(readFileSync(join(dir, 'pdf', file))),
  { count: Number(values.contracts), maxPages: 12, skip: Number(values.skip) },
);
const recogniser = textRecogniser();
let pageTotal = 0;
try {
  for (const [index, { file }] of sample.entries()) {
    const bytes = readFileSync(join(dir, 'pdf', file));
    const { pages: textLayers } = await cuadPages(dir, file, values.cache);
    const scan = await getDocument({
      data: new Uint8Array(await scanOf(bytes)),
      standardFontDataUrl: STANDARD_FONT_DATA_URL,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    for (let number = 1; number <= scan.numPages; number += 1) {
      const { words } = await recogniser.recognise(await scan.getPage(number));
      const textLayer = bareWords(textLayers[number - 1] ?? '');
      const read = words.flatMap((word) => bareWords(word.text).map((bare) => ({ word, bare })));
      for (const [at, { word, bare }] of read.entries()) {
        const [before, after] = [read[at - 1]?.bare, read[at + 1]?.bare];
        if (!/\d/.test(bare) || before === undefined || after === undefined) continue;
        const counts = tally.get(classOf(word));
        if (counts) counts[checkFigures(before, bare, after, textLayer)] += 1;
      }
    }
    pageTotal += scan.numPages;
    await scan.destroy();
    console.log(`  ${index + 1}/${sample.length} ${file}: ${scan.numPages} pages`);
  }
} finally {
  await recogniser.close();
}

console.log(
  `\nWords with figures recognised on ${sample.length} development contracts scanned (${pageTotal} pages), held against their text layers\n`,
);
console.log('| words | misread | of those found in the text layer | not found |');
console.log('|---|---|---|---|');
for (const [name, { right, misread, unknown }] of tally) {
  const share = right + misread === 0 ? 0 : (misread / (right + misread)) * 100;
  console.log(`| ${name} | ${share.toFixed(1)}% (${misread}) | ${right + misread} | ${unknown} |`);
}
