// The SQL statements a server sends, counted at its driver, below Drizzle: every query of PGlite (and the
// BEGIN and COMMIT or ROLLBACK its transactions send themselves), or every query the connections of a
// PostgreSQL pool send. A connection's setup statement is counted apart: it follows the pool, not the call.
import type { PGlite } from '@electric-sql/pglite';
import { type Database, SESSION_SETTINGS } from '../../apps/server/src/db/client.ts';

export interface StatementCount {
  statements: number;
  /** SESSION_SETTINGS, said once by each new PostgreSQL connection. */
  connectionSetup: number;
}

export interface StatementCounter {
  read(): StatementCount;
  reset(): void;
}

type Query = (...args: unknown[]) => unknown;

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/** Counts from now on every statement the database's driver sends. */
export function countStatements(database: Database): StatementCounter {
  const count: StatementCount = { statements: 0, connectionSetup: 0 };
  const seen = (text: string) => {
    if (text === SESSION_SETTINGS) count.connectionSetup += 1;
    else count.statements += 1;
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    // The pool's client class is the server's own (db/client.ts makes one per pool), so patching its
    // prototype counts this pool's connections, those already open included, and no other.
    const { prototype } = (client as { Client: { prototype: { query: Query } } }).Client;
    const query = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      seen(textOf(args[0]));
      return query.apply(this, args);
    };
  } else {
    const pglite = client as PGlite;
    const wrap = (target: { query: PGlite['query'] }) => {
      const query = target.query.bind(target) as Query;
      target.query = ((...args: unknown[]) => {
        seen(textOf(args[0]));
        return query(...args);
      }) as PGlite['query'];
    };
    wrap(pglite);
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = ((callback: (tx: { query: PGlite['query'] }) => Promise<unknown>) =>
      transaction(async (tx) => {
        // BEGIN, and COMMIT or ROLLBACK, which PGlite sends itself.
        count.statements += 2;
        wrap(tx);
        return callback(tx);
      })) as PGlite['transaction'];
  }
  return {
    read: () => ({ ...count }),
    reset: () => {
      count.statements = 0;
      count.connectionSetup = 0;
    },
  };
}
