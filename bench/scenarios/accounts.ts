// Account calls under load: the session check every page load makes, and sign-in (argon2id-bound).
import { users, workspaces } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/services/auth/password.ts';
import { createSession } from '../../apps/server/src/services/sessions/create-session.ts';
import { type BenchServer, type DbKind, type Figure, load } from '../lib/harness.ts';

export async function accountsScenario(
  server: BenchServer,
  database: DbKind,
  options: { connections: number; seconds: number },
): Promise<Figure[]> {
  const db = server.database.db;
  const password = 'bench-password-123';
  const [workspace] = await db.insert(workspaces).values({ name: 'Bench workspace' }).returning();
  if (!workspace) throw new Error('workspace not created');
  const [user] = await db
    .insert(users)
    .values({
      workspaceId: workspace.id,
      name: 'Bench Admin',
      email: 'bench@example.com',
      role: 'admin',
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error('user not created');
  const { token } = await createSession({ db, userId: user.id, now: new Date(), ttlHours: 24 });

  return [
    await load(
      server,
      database,
      'session check (GET /auth/verify)',
      { path: '/auth/verify', headers: { authorization: `Bearer ${token}` } },
      options,
    ),
    await load(
      server,
      database,
      'login (POST /api/auth/login)',
      { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ email: user.email, password }) },
      options,
    ),
  ];
}
