// Helpers of the reminder tests: workspaces with recipients of every kind, contracts whose notice and
// end dates lie a given number of days from today, a sweep on the app's own handles, and the rows the
// outbox holds.
import {
  addCalendar,
  storedDatesFor,
  type TLifecycle,
  type TReminderLeadDays,
  todayUtc,
} from '@keydate/domain';
import { asc, eq } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';
import {
  contractProperties,
  contracts,
  propertyResponsibles,
  reminderDeliveries,
} from '../../src/db/schema/index.ts';
import { runReminderSweep } from '../../src/jobs/send-reminders.job.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import type { TestApp } from '../support/build-test-app.ts';
import { authHeader, buildProperty, buildUser, buildVendor, buildWorkspace } from '../support/factories.ts';
import { testDbKind } from '../support/test-database.ts';

/**
 * A workspace whose contracts belong to the member and whose Harbour View has the admin, an unverified
 * person and one who switched reminders off as its responsible people; a subscribed bystander owns and
 * answers for nothing. So the reminders of its contracts go to the member and the admin only.
 */
export async function buildReminderWorkspace(
  db: Db,
  label: string,
  options: { weeklySummary?: boolean; escalation?: boolean } = {},
) {
  // The weekly summary goes out on Mondays and the escalation of a missing decision near a notice date;
  // both off unless a test is about them, so reminder tests count reminders.
  const weeklyDigestEnabled = options.weeklySummary ?? false;
  const workspace = await buildWorkspace(db, {
    name: `${label} Hotels`,
    escalationDays: options.escalation ? 14 : null,
  });
  const admin = await buildUser(db, {
    workspaceId: workspace.id,
    weeklyDigestEnabled,
    role: 'admin',
    name: `${label} Admin`,
    email: `${label.toLowerCase()}-admin@example.com`,
  });
  const member = await buildUser(db, {
    workspaceId: workspace.id,
    weeklyDigestEnabled,
    role: 'user',
    name: `${label} Member`,
    email: `${label.toLowerCase()}-member@example.com`,
  });
  const unverified = await buildUser(db, {
    workspaceId: workspace.id,
    weeklyDigestEnabled,
    role: 'user',
    verified: false,
    email: `${label.toLowerCase()}-unverified@example.com`,
  });
  const switchedOff = await buildUser(db, {
    workspaceId: workspace.id,
    weeklyDigestEnabled,
    role: 'user',
    remindersEnabled: false,
    email: `${label.toLowerCase()}-off@example.com`,
  });
  const bystander = await buildUser(db, {
    workspaceId: workspace.id,
    weeklyDigestEnabled,
    role: 'user',
    email: `${label.toLowerCase()}-bystander@example.com`,
  });
  const harbour = await buildProperty(db, workspace.id, { name: `${label} Harbour View` });
  const beach = await buildProperty(db, workspace.id, { name: `${label} Beach House` });
  await db
    .insert(propertyResponsibles)
    .values(
      [admin, unverified, switchedOff].map((person) => ({ propertyId: harbour.id, userId: person.id })),
    );
  const vendor = await buildVendor(db, workspace.id, { name: `${label} Acme Linen` });
  return {
    workspace,
    admin,
    member,
    unverified,
    switchedOff,
    bystander,
    harbour,
    beach,
    vendor,
    adminHeaders: await authHeader(db, admin.id),
    memberHeaders: await authHeader(db, member.id),
    /** Who gets this workspace's reminders. */
    recipients: [admin.email, member.email].sort(),
  };
}
export type ReminderWorkspace = Awaited<ReturnType<typeof buildReminderWorkspace>>;

/**
 * A contract whose notice date is `noticeIn` and end date `endIn` days after `today` (the lifecycle is
 * chosen to give exactly those dates, as an upload would store them).
 */
export async function insertContract(
  db: Db,
  w: ReminderWorkspace,
  options: {
    name: string;
    today: Date;
    noticeIn: number;
    endIn: number;
    msa?: boolean;
    terminated?: boolean;
    reminderLeadDays?: TReminderLeadDays | null;
  },
) {
  if (options.endIn < options.noticeIn) throw new Error('the end date comes after the notice date');
  const start = addCalendar(todayUtc(options.today), -30, 'DAYS');
  const lifecycle: TLifecycle = {
    duration: { value: options.endIn + 30, unit: 'DAYS' },
    evaluationPeriod: {
      triggerType: 'BEFORE_END',
      triggerValue: { value: 30, unit: 'DAYS' },
      duration: { value: 90, unit: 'DAYS' },
    },
    nonRenewalNotice: {
      triggerType: 'BEFORE_END',
      triggerValue: { value: options.endIn - options.noticeIn, unit: 'DAYS' },
      duration: { value: 30, unit: 'DAYS' },
    },
    renewal: { type: 'none' },
  };
  const dates = storedDatesFor(start, lifecycle);
  const [contract] = await db
    .insert(contracts)
    .values({
      workspaceId: w.workspace.id,
      name: options.name,
      agreementType: options.msa ? 'MSA' : 'INDIVIDUAL',
      contractType: 'service',
      ...dates,
      lifecycle,
      storedStatus: options.terminated ? 'terminated' : null,
      propertyId: options.msa ? null : w.harbour.id,
      vendorId: w.vendor.id,
      ownerId: w.member.id,
      reminderLeadDays: options.reminderLeadDays ?? null,
    })
    .returning();
  if (!contract) throw new Error('contract not created');
  if (options.msa) {
    await db.insert(contractProperties).values([
      { contractId: contract.id, propertyId: w.beach.id, position: 0 },
      { contractId: contract.id, propertyId: w.harbour.id, position: 1 },
    ]);
  }
  return contract;
}

/** One sweep with the app's database, mailer and clock, as the scheduler runs it. */
export function sweep(
  t: TestApp,
  options: { instanceId?: string; db?: Db; mailer?: Mailer; clock?: Clock; batchSize?: number } = {},
) {
  return runReminderSweep({
    db: options.db ?? t.db,
    mailer: options.mailer ?? t.app.ctx.mailer,
    clock: options.clock ?? t.app.ctx.clock,
    config: t.config,
    instanceId: options.instanceId ?? 'test-instance',
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
  });
}

/**
 * A second server instance beside the app: its own database handle (a new pool on PostgreSQL; PGlite has
 * only the one) and mail connection. `both` sweeps with the two, at once on PostgreSQL, one after the
 * other on PGlite, and answers each sweep's result.
 */
export async function secondInstance(t: TestApp) {
  const url = (t.database as Database & { url?: string }).url;
  const database = url
    ? await openDatabase({ databaseUrl: url, poolSize: 5 }, { migrate: false })
    : t.database;
  const mailer = createMailer({ smtpUrl: `${t.smtp.url}?ignoreTLS=true`, from: t.config.MAIL_FROM });
  return {
    both: async (options: { batchSize?: number } = {}) => {
      const one = () => sweep(t, { instanceId: 'instance-one', ...options });
      const two = () => sweep(t, { instanceId: 'instance-two', db: database.db, mailer, ...options });
      return testDbKind === 'postgres' ? Promise.all([one(), two()]) : [await one(), await two()];
    },
    close: async () => {
      mailer.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** The outbox rows of one contract, in a stable order. */
export function deliveriesOf(db: Db, contractId: string) {
  return db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.contractId, contractId))
    .orderBy(
      asc(reminderDeliveries.milestone),
      asc(reminderDeliveries.milestoneDate),
      asc(reminderDeliveries.leadDays),
      asc(reminderDeliveries.userId),
    );
}
