// A minimal Word 97-2003 document: an OLE compound file (MS-CFB, version 3) holding a WordDocument
// stream (a FIB and the text, UTF-16) and a 1Table stream (the piece table pointing at the text).
// Just what a .doc text reader follows, not a file Word would open with its styles.

const SECTOR = 512;
const FREE = -1;
const END_OF_CHAIN = -2;
const FAT_SECTOR = -3;
const NO_ENTRY = -1;
// Streams smaller than this would live in the mini stream; every stream here is padded past it.
const MINI_STREAM_CUTOFF = 4096;
// Where the text starts in the WordDocument stream, after the FIB.
const TEXT_OFFSET = 0x800;

const padTo = (data: Buffer, size: number) =>
  Buffer.concat([data, Buffer.alloc(Math.max(0, size - data.length))]);

function directoryEntry(
  name: string,
  type: 'root' | 'stream',
  start: number,
  size: number,
  child = NO_ENTRY,
  right = NO_ENTRY,
) {
  const entry = Buffer.alloc(128);
  const utf16 = Buffer.from(`${name}\0`, 'utf16le');
  utf16.copy(entry, 0);
  entry.writeUInt16LE(utf16.length, 64);
  entry.writeUInt8(type === 'root' ? 5 : 2, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeInt32LE(NO_ENTRY, 68);
  entry.writeInt32LE(right, 72);
  entry.writeInt32LE(child, 76);
  entry.writeInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * A compound file holding these streams. Sector 0 is the allocation table, sector 1 the directory,
 * then each stream's sectors in order. `loop` links the first stream's last sector back to its
 * first, a chain without an end.
 */
function compoundFile(streams: Array<{ name: string; data: Buffer }>, loop = false): Buffer {
  const padded = streams.map(({ name, data }) => {
    const size = Math.max(MINI_STREAM_CUTOFF, Math.ceil(data.length / SECTOR) * SECTOR);
    return { name, data: padTo(data, size) };
  });
  const fat = new Array<number>(SECTOR / 4).fill(FREE);
  fat[0] = FAT_SECTOR;
  fat[1] = END_OF_CHAIN;
  let next = 2;
  const starts = padded.map(({ data }) => {
    const start = next;
    const count = data.length / SECTOR;
    for (let i = 0; i < count; i += 1) fat[start + i] = i === count - 1 ? END_OF_CHAIN : start + i + 1;
    next += count;
    return start;
  });
  if (next > fat.length) throw new Error('streams too large for a one-sector allocation table');
  if (loop) fat[(starts[1] ?? next) - 1] = starts[0] ?? 2;

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeInt32LE(1, 44); // allocation table sectors
  header.writeInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini allocation table
  header.writeInt32LE(0, 64);
  header.writeInt32LE(END_OF_CHAIN, 68); // no extra allocation table index sectors
  header.writeInt32LE(0, 72);
  for (let i = 0; i < 109; i += 1) header.writeInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);

  const fatSector = Buffer.alloc(SECTOR);
  fat.forEach((value, i) => {
    fatSector.writeInt32LE(value, i * 4);
  });
  // The root's children form a chain to the right: entry 1, then 2, and so on.
  const entries = [
    directoryEntry('Root Entry', 'root', END_OF_CHAIN, 0, padded.length > 0 ? 1 : NO_ENTRY),
    ...padded.map(({ name, data }, i) =>
      directoryEntry(
        name,
        'stream',
        starts[i] ?? 0,
        data.length,
        NO_ENTRY,
        i + 2 <= padded.length ? i + 2 : NO_ENTRY,
      ),
    ),
  ];
  const directory = padTo(Buffer.concat(entries), Math.ceil(entries.length / 4) * SECTOR);
  if (directory.length > SECTOR) throw new Error('too many streams for a one-sector directory');
  return Buffer.concat([header, fatSector, directory, ...padded.map(({ data }) => data)]);
}

/** A .doc whose body is these paragraphs. `loop` makes its WordDocument stream's sector chain endless. */
export function buildDoc(paragraphs: string[], options: { loop?: boolean } = {}): Buffer {
  // Word ends every paragraph, the last included, with a carriage return.
  const text = Buffer.from(paragraphs.map((p) => `${p}\r`).join(''), 'utf16le');
  const characters = text.length / 2;
  const fib = Buffer.alloc(TEXT_OFFSET);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent
  fib.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  fib.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  fib.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  fib.writeUInt32LE(TEXT_OFFSET + text.length, 0x1c); // fcMac
  fib.writeUInt32LE(characters, 0x4c); // ccpText
  const clx = Buffer.alloc(1 + 4 + 8 + 8);
  clx.writeUInt8(2, 0); // a piece table follows
  clx.writeUInt32LE(16, 1);
  clx.writeUInt32LE(0, 5); // the piece's first character position
  clx.writeUInt32LE(characters, 9); // and the end
  clx.writeUInt32LE(TEXT_OFFSET, 15); // the piece's bytes: UTF-16 at this offset (bit 30 clear)
  fib.writeUInt32LE(0, 0x1a2); // fcClx
  fib.writeUInt32LE(clx.length, 0x1a6); // lcbClx
  return compoundFile(
    [
      { name: 'WordDocument', data: Buffer.concat([fib, text]) },
      { name: '1Table', data: clx },
    ],
    options.loop,
  );
}
