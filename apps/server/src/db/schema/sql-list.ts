import { sql } from 'drizzle-orm';

/** A fixed list of text values as SQL, `('a', 'b')`, for a check constraint's `in`. */
export const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
