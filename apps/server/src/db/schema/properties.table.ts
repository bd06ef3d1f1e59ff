import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';
import { workspaces } from './workspaces.table.ts';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // Stored trimmed; unique per workspace whatever its case.
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    index('properties_workspace_idx').on(t.workspaceId),
    check('properties_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** The people responsible for a property: they receive the reminders of its contracts. */
export const propertyResponsibles = pgTable(
  'property_responsibles',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.userId] }),
    index('property_responsibles_user_idx').on(t.userId),
  ],
);
