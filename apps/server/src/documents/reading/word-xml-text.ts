// The text of a WordprocessingML part, read as it streams in, as mammoth's raw text reads it: each
// paragraph followed by a blank line, a tab as a tab. Only text is kept, never the XML's tree (mammoth
// holds some 7 KB per paragraph), so memory follows the text limit rather than the document's size.
import { SaxesParser, type SaxesTagNS } from 'saxes';

const WORD = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const MARKUP_COMPATIBILITY = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

// Elements whose content is not the text a reader sees: properties (tab stops, revision marks), deleted
// and moved-away text, field codes.
const SKIPPED = new Set(['pPr', 'rPr', 'sectPr', 'tblPr', 'del', 'moveFrom', 'instrText', 'delText']);
// Elements that stand for a character. A line break is a line break here; mammoth drops it, gluing
// the words on either side together.
const CHARACTERS = new Map([
  ['tab', '\t'],
  ['br', '\n'],
  ['cr', '\n'],
  ['noBreakHyphen', '\u2011'],
  ['softHyphen', '\u00ad'],
]);

export class WordXmlText {
  readonly #parser = new SaxesParser({ xmlns: true });
  readonly #decoder = new TextDecoder('utf-8');
  readonly #parts: string[] = [];
  readonly #maxChars: number;
  #length = 0;
  #skipping = 0;
  #inText = false;

  constructor(maxChars: number) {
    this.#maxChars = maxChars;
    this.#parser.on('opentag', (tag) => this.#open(tag));
    this.#parser.on('closetag', (tag) => this.#close(tag));
    this.#parser.on('text', (text) => this.#text(text));
    this.#parser.on('cdata', (text) => this.#text(text));
  }

  /** Reads the next bytes of the part; false once the text passes the limit and the rest can be left. */
  write(chunk: Uint8Array): boolean {
    this.#parser.write(this.#decoder.decode(chunk, { stream: true }));
    return this.#length <= this.#maxChars;
  }

  /** The text of a part read to its end; throws when the XML is not well formed. */
  end(): string {
    this.#parser.write(this.#decoder.decode());
    this.#parser.close();
    return this.text;
  }

  get text(): string {
    return this.#parts.join('');
  }

  #add(text: string) {
    this.#parts.push(text);
    this.#length += text.length;
  }

  #open(tag: SaxesTagNS) {
    // A self-closing tag is closed too (saxes sends both events), so the depth stays balanced.
    if (this.#skipping > 0 || this.#skips(tag)) {
      this.#skipping += 1;
      return;
    }
    if (!WORD.has(tag.uri)) return;
    if (tag.local === 't') this.#inText = true;
    const character = CHARACTERS.get(tag.local);
    if (character) this.#add(character);
  }

  #close(tag: SaxesTagNS) {
    if (this.#skipping > 0) {
      this.#skipping -= 1;
      return;
    }
    if (!WORD.has(tag.uri)) return;
    if (tag.local === 't') this.#inText = false;
    if (tag.local === 'p') this.#add('\n\n');
  }

  #text(text: string) {
    if (this.#inText && this.#skipping === 0) this.#add(text);
  }

  #skips(tag: SaxesTagNS): boolean {
    // Of the alternatives a producer offers, mammoth, like older readers, takes the fallback.
    if (tag.uri === MARKUP_COMPATIBILITY) return tag.local === 'Choice';
    return WORD.has(tag.uri) && SKIPPED.has(tag.local);
  }
}
