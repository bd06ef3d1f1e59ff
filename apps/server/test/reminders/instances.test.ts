// Two server instances sweeping one database at the same time deliver each reminder exactly once. On
// PostgreSQL the two sweeps run concurrently, each on its own connection pool and mail connection; on
// PGlite (one connection, one process) the same scenario runs one sweep after the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { reminderDeliveries } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { testDbKind } from '../support/test-database.ts';
import { buildReminderWorkspace, insertContract, type ReminderWorkspace, sweep } from './reminder-world.ts';

const CONTRACTS = 30;

describe(`two instances on one ${testDbKind} database`, () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  let b: ReminderWorkspace;
  let second: { database: Database; mailer: Mailer };
  const clock = fixedClock('2025-03-10T08:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha');
    b = await buildReminderWorkspace(t.db, 'Bravo');
    const url = (t.database as Database & { url?: string }).url;
    second = {
      // The second instance's own handle: a new pool on PostgreSQL; PGlite has only the one.
      database: url ? await openDatabase({ databaseUrl: url, poolSize: 5 }, { migrate: false }) : t.database,
      mailer: createMailer({ smtpUrl: `${t.smtp.url}?ignoreTLS=true`, from: t.config.MAIL_FROM }),
    };
  });
  afterAll(async () => {
    second.mailer.close();
    if (second.database !== t.database) await second.database.close();
    await t.close();
  });

  it('deliver every reminder exactly once', async () => {
    const today = clock.now();
    for (let i = 0; i < CONTRACTS; i++) {
      const w = i % 2 === 0 ? a : b;
      await insertContract(t.db, w, {
        name: `Shared ${i}`,
        today,
        noticeIn: [1, 7, 14, 30][i % 4] as number,
        endIn: 30 + i,
      });
    }
    // Per contract: its notice reminder and, when the end is 30 days away (i = 0), the end's 30-day one.
    const expected = (CONTRACTS + 1) * 2;

    const one = () => sweep(t, { instanceId: 'instance-one', batchSize: 7 });
    const two = () =>
      sweep(t, { instanceId: 'instance-two', batchSize: 7, db: second.database.db, mailer: second.mailer });
    const results =
      testDbKind === 'postgres' ? await Promise.all([one(), two()]) : [await one(), await two()];

    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(expected);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(t.smtp.mails).toHaveLength(expected);
    const ids = t.smtp.mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(expected);
    const rows = await t.db.select().from(reminderDeliveries);
    const sent = rows.filter((r) => r.status === 'sent');
    expect(sent).toHaveLength(expected);
    expect(sent.every((r) => r.attempts === 1 && r.claimedBy === null)).toBe(true);
    expect(new Set(sent.map((r) => r.messageId))).toEqual(new Set(ids));

    // Both again at once: nothing more to send.
    const again = testDbKind === 'postgres' ? await Promise.all([one(), two()]) : [await one(), await two()];
    expect(again.map((r) => [r.planned, r.sent])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(t.smtp.mails).toHaveLength(expected);
  });
});
