import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * CSV written as its rows are read: a header of `columns`, UTF-8 with a byte order mark (which Excel needs
 * to read it as UTF-8). An error reading the rows ends the stream with it.
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<readonly string[]>): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...columns] });
  Readable.from(rows)
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}
