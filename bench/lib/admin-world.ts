import type { Db } from '../../apps/server/src/db/client.ts';
import { properties, users, workspaces } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/services/auth/password.ts';
import { createSession } from '../../apps/server/src/services/sessions/create-session.ts';

/** One workspace with a signed-in admin and a property: what the upload bench and the fault runs send as. */
export async function adminWorld(db: Db, name: string): Promise<{ token: string; propertyId: string }> {
  const [workspace] = await db.insert(workspaces).values({ name }).returning();
  if (!workspace) throw new Error('workspace not created');
  const [user] = await db
    .insert(users)
    .values({
      workspaceId: workspace.id,
      name: `${name} Admin`,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
      role: 'admin',
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword('bench-password-123'),
    })
    .returning();
  const [property] = await db
    .insert(properties)
    .values({ workspaceId: workspace.id, name: `${name} House` })
    .returning();
  if (!user || !property) throw new Error('admin world not created');
  const { token } = await createSession({ db, userId: user.id, now: new Date(), ttlHours: 24 });
  return { token, propertyId: property.id };
}
