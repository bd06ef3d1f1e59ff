/** Rows written per statement: a few thousand parameters, far below PostgreSQL's 65,535. */
export const ROWS_PER_STATEMENT = 500;

/** The items in runs of ROWS_PER_STATEMENT, each written by one statement. */
export const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / ROWS_PER_STATEMENT) }, (_, i) =>
    items.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT),
  );
