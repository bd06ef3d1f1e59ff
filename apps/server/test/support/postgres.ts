// Helpers for test databases on a real PostgreSQL: one database per test file, copied from a template.
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The server's maintenance connection (the database named in TEST_DATABASE_URL). */
export function adminUrl(base: string): string {
  return base;
}

export async function createDatabaseFromTemplate(
  base: string,
  name: string,
  template: string,
): Promise<void> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(base: string, name: string): Promise<void> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
