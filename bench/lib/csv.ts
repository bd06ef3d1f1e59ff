// RFC 4180 CSV: fields separated by commas, rows by CRLF or LF; a quoted field may hold commas,
// newlines and doubled quotes. Small enough to keep here rather than add a dependency for one file.

/** The rows of a CSV text, each a list of its fields. A trailing newline adds no empty row. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char === '\r' && text[index + 1] === '\n') {
      endRow();
      index += 1;
    } else field += char;
    index += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
