// Two server instances sweeping one database at the same time deliver each reminder exactly once. On
// PostgreSQL the two sweeps run concurrently, each on its own connection pool and mail connection; on
// PGlite (one connection, one process) the same scenario runs one sweep after the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDeliveries } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { testDbKind } from '../support/test-database.ts';
import {
  buildReminderWorkspace,
  insertContract,
  type ReminderWorkspace,
  secondInstance,
} from './reminder-world.ts';

const CONTRACTS = 30;

describe(`two instances on one ${testDbKind} database`, () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  let b: ReminderWorkspace;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  const clock = fixedClock('2025-03-10T08:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha');
    b = await buildReminderWorkspace(t.db, 'Bravo');
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second.close();
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

    const results = await second.both({ batchSize: 7 });

    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(expected);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(t.smtp.mails).toHaveLength(expected);
    // Each reminder reaches its contract's owner and its property's responsible admin, one mail each, and
    // nobody else: not the other workspace's people, the bystander, the unverified or the switched off.
    for (let i = 0; i < CONTRACTS; i++) {
      const w = i % 2 === 0 ? a : b;
      const mails = t.smtp.mails.filter((m) => m.subject.endsWith(`: Shared ${i}`));
      const subjects = [...new Set(mails.map((m) => m.subject))];
      expect(subjects).toHaveLength(i === 0 ? 2 : 1);
      for (const subject of subjects) {
        const to = mails.filter((m) => m.subject === subject).flatMap((m) => m.to);
        expect(to.sort()).toEqual(w.recipients);
      }
    }
    const ids = t.smtp.mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(expected);
    const rows = await t.db.select().from(reminderDeliveries);
    const sent = rows.filter((r) => r.status === 'sent');
    expect(sent).toHaveLength(expected);
    expect(sent.every((r) => r.attempts === 1 && r.claimedBy === null)).toBe(true);
    expect(new Set(sent.map((r) => r.messageId))).toEqual(new Set(ids));

    // Both again at once: nothing more to send.
    const again = await second.both({ batchSize: 7 });
    expect(again.map((r) => [r.planned, r.sent])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(t.smtp.mails).toHaveLength(expected);
  });
});
