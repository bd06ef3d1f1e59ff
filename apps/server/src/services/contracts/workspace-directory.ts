// The properties and vendors a contract answer embeds ({ _id, name, status }), kept in memory per
// workspace. Reading them by key for every row of every answer was most of what a dashboard page cost
// the database; a workspace's directory changes far less often than its contracts are read.
//
// Each copy is kept with the workspace's directory revision, which triggers raise on every change to a
// property's or vendor's name or status, whichever code makes it (migration 0007). Every contract read
// takes that revision in its own snapshot (directoryRevisionOf), and a copy is used only for the
// revision it was read at, so an answer never shows a name older than its contracts; with several
// server instances each keeps its own copies, and all of them read the same revision.
import type { TRecordStatus } from '@keydate/domain';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, vendors, workspaces } from '../../db/schema/index.ts';
import { memoryPerDatabase } from './revision-memory.ts';

export interface DirectoryRef {
  readonly _id: string;
  readonly name: string;
  readonly status: TRecordStatus;
}

export interface WorkspaceDirectory {
  revision: number;
  properties: ReadonlyMap<string, DirectoryRef>;
  vendors: ReadonlyMap<string, DirectoryRef>;
}

/** The workspace's directory revision, read in the same statement (and so the same snapshot) as its contracts. */
export const directoryRevisionOf = (workspaceId: string | SQLWrapper) =>
  sql<number>`(select ${workspaces.directoryRevision} from ${workspaces} where ${workspaces.id} = ${workspaceId})`.mapWith(
    Number,
  );

/** Directories of this many workspaces at most are kept per database handle. */
export const MAX_DIRECTORIES = 200;

/** The directories kept for one database handle, by workspace and directory revision. */
export const directoriesFor = memoryPerDatabase<WorkspaceDirectory>(MAX_DIRECTORIES);

/**
 * The workspace's directory as of a contract read that saw `revision`: the kept copy when it was read
 * at that revision, else the directory read afresh (with its revision, in one statement) and kept.
 * A fresh read is at least as new as the contract read, and properties and vendors are never deleted
 * while a contract names them, so it holds every one that read refers to.
 */
export async function directoryAt(
  db: Executor,
  workspaceId: string,
  revision: number,
): Promise<WorkspaceDirectory> {
  const directories = directoriesFor(db);
  const kept = directories.get(workspaceId, revision);
  if (kept) return kept;
  const directory = await readDirectory(db, workspaceId);
  directories.set(workspaceId, directory.revision, directory);
  return directory;
}

/** The workspace's properties and vendors and the revision they are at, read in one statement. */
export async function readDirectory(db: Executor, workspaceId: string): Promise<WorkspaceDirectory> {
  const entry = (kind: 'property' | 'vendor', table: typeof properties | typeof vendors) =>
    db
      .select({
        kind: sql<string>`${kind}::text`.as('kind'),
        id: sql<string | null>`${table.id}::text`.as('id'),
        name: sql<string | null>`${table.name}`.as('name'),
        status: sql<TRecordStatus | null>`${table.status}`.as('status'),
        revision: sql<string | null>`null::text`.as('revision'),
      })
      .from(table)
      .where(eq(table.workspaceId, workspaceId));
  const rows = await db
    .select({
      kind: sql<string>`'revision'::text`.as('kind'),
      id: sql<string | null>`null::text`.as('id'),
      name: sql<string | null>`null::text`.as('name'),
      status: sql<TRecordStatus | null>`null::text`.as('status'),
      revision: sql<string | null>`${workspaces.directoryRevision}::text`.as('revision'),
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .unionAll(entry('property', properties))
    .unionAll(entry('vendor', vendors));
  const directory = {
    revision: -1,
    properties: new Map<string, DirectoryRef>(),
    vendors: new Map<string, DirectoryRef>(),
  };
  for (const row of rows) {
    if (row.kind === 'revision') directory.revision = Number(row.revision);
    else if (row.id && row.name && row.status) {
      const ref: DirectoryRef = Object.freeze({ _id: row.id, name: row.name, status: row.status });
      (row.kind === 'property' ? directory.properties : directory.vendors).set(row.id, ref);
    }
  }
  return directory;
}
