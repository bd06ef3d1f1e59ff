// The people responsible for a property (docs/domain.md, Owners and responsible people): they receive the
// reminders of its contracts. Read with the properties, checked and written with a property's create and
// update.
import { API_MSG, type TMember } from '@keydate/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { propertyResponsibles, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';

/** Each property's responsible people ({ _id, name, email }, by name); a property without any is absent. */
export async function responsiblesOf(db: Executor, propertyIds: string[]): Promise<Map<string, TMember[]>> {
  const byProperty = new Map<string, TMember[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select({
      propertyId: propertyResponsibles.propertyId,
      _id: users.id,
      name: users.name,
      email: users.email,
    })
    .from(propertyResponsibles)
    .innerJoin(users, eq(users.id, propertyResponsibles.userId))
    .where(inArray(propertyResponsibles.propertyId, propertyIds))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  for (const { propertyId, ...member } of rows) {
    byProperty.set(propertyId, [...(byProperty.get(propertyId) ?? []), member]);
  }
  return byProperty;
}

/** Refuses (400, on responsibleIds) any id that is not a person of the workspace. */
export async function checkResponsibles(db: Executor, workspaceId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const valid = ids.filter(isUuid);
  const found =
    valid.length === ids.length
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.workspaceId, workspaceId), inArray(users.id, valid)))
      : [];
  if (found.length !== ids.length) {
    throw badRequest(API_MSG.unknownResponsibleId, { responsibleIds: API_MSG.unknownResponsibleId });
  }
}

/** Replaces a property's responsible people with `ids` (already checked). */
export async function setResponsibles(db: Executor, propertyId: string, ids: string[]): Promise<void> {
  await db.delete(propertyResponsibles).where(eq(propertyResponsibles.propertyId, propertyId));
  if (ids.length > 0) {
    await db.insert(propertyResponsibles).values(ids.map((userId) => ({ propertyId, userId })));
  }
}
