import { randomBytes } from 'node:crypto';
import type { Executor } from '../../src/db/client.ts';
import { properties, users, vendors, workspaces } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/services/auth/password.ts';
import { createSession } from '../../src/services/sessions/create-session.ts';

export const DEFAULT_PASSWORD = 'correct-horse-battery';
// argon2 is slow on two cores: hash the default password once per test file.
const defaultHash = hashPassword(DEFAULT_PASSWORD);

const unique = () => randomBytes(4).toString('hex');

export async function buildWorkspace(db: Executor, overrides: Partial<typeof workspaces.$inferInsert> = {}) {
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: `Workspace ${unique()}`, ...overrides })
    .returning();
  if (!workspace) throw new Error('workspace not created');
  return workspace;
}

export async function buildUser(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> & { password?: string; verified?: boolean } = {},
) {
  const { password, verified = true, ...columns } = overrides;
  const workspaceId = columns.workspaceId ?? (await buildWorkspace(db)).id;
  const [user] = await db
    .insert(users)
    .values({
      name: `Person ${unique()}`,
      email: `person-${unique()}@example.com`,
      role: 'admin',
      emailVerifiedAt: verified ? new Date() : null,
      passwordHash: password ? await hashPassword(password) : await defaultHash,
      ...columns,
      workspaceId,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** A bearer header for a user, without going through the login call. */
export async function authHeader(db: Executor, userId: string): Promise<{ authorization: string }> {
  const { token } = await createSession({ db, userId, now: new Date(), ttlHours: 24 });
  return { authorization: `Bearer ${token}` };
}

export async function buildProperty(
  db: Executor,
  workspaceId: string,
  overrides: Partial<typeof properties.$inferInsert> = {},
) {
  const [property] = await db
    .insert(properties)
    .values({ name: `Property ${unique()}`, ...overrides, workspaceId })
    .returning();
  if (!property) throw new Error('property not created');
  return property;
}

export async function buildVendor(
  db: Executor,
  workspaceId: string,
  overrides: Partial<typeof vendors.$inferInsert> = {},
) {
  const [vendor] = await db
    .insert(vendors)
    .values({
      name: `Vendor ${unique()}`,
      contactPerson: 'Dana Reyes',
      email: `vendor-${unique()}@example.com`,
      phone: '+1 555 0100',
      ...overrides,
      workspaceId,
    })
    .returning();
  if (!vendor) throw new Error('vendor not created');
  return vendor;
}
