import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.table.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Stored lower-cased; unique across all workspaces.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The account page's reminder switch: off means no reminder mails to this person.
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    // The account page's weekly summary switch (docs/domain.md, The weekly summary).
    weeklyDigestEnabled: boolean('weekly_digest_enabled').notNull().default(true),
    // The calendar feed's token is derived from the user id and this number with the server's key;
    // regenerating raises it, so the old URL stops working.
    calendarFeedVersion: integer('calendar_feed_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_workspace_idx').on(t.workspaceId),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);
