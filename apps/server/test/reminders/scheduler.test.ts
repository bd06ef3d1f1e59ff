// The in-process schedule: REMINDER_SWEEP_INTERVAL_MINUTES, a sweep at start, and a stop that gives
// unsent reminders back instead of cutting a sweep off halfway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { reminderSweepRuns } from '../../src/db/schema/index.ts';
import { startReminderScheduler } from '../../src/jobs/send-reminders.job.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildReminderWorkspace,
  deliveriesOf,
  insertContract,
  type ReminderWorkspace,
} from './reminder-world.ts';

describe('REMINDER_SWEEP_INTERVAL_MINUTES', () => {
  it('defaults to 15, accepts 0 (off) and refuses anything but whole minutes up to a day', () => {
    expect(loadConfig({}).REMINDER_SWEEP_INTERVAL_MINUTES).toBe(15);
    expect(loadConfig({ REMINDER_SWEEP_INTERVAL_MINUTES: '0' }).REMINDER_SWEEP_INTERVAL_MINUTES).toBe(0);
    expect(loadConfig({ REMINDER_SWEEP_INTERVAL_MINUTES: '60' }).REMINDER_SWEEP_INTERVAL_MINUTES).toBe(60);
    for (const bad of ['-1', '1.5', 'often', '1441']) {
      expect(() => loadConfig({ REMINDER_SWEEP_INTERVAL_MINUTES: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ REMINDER_SWEEP_INTERVAL_MINUTES: 'often' })).toThrow(
      /REMINDER_SWEEP_INTERVAL_MINUTES/,
    );
  });
});

describe('the reminder scheduler', () => {
  let t: TestApp;
  let a: ReminderWorkspace;
  const clock = fixedClock('2025-03-10T08:00:00.000Z');
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    a = await buildReminderWorkspace(t.db, 'Alpha');
  });
  afterAll(() => t.close());

  it('sweeps once at start, then waits for its interval', async () => {
    await insertContract(t.db, a, { name: 'Scheduled Security', today: clock.now(), noticeIn: 7, endIn: 90 });
    const scheduler = startReminderScheduler({
      db: t.db,
      mailer: t.app.ctx.mailer,
      clock,
      config: t.config,
      instanceId: 'scheduled',
      intervalMinutes: 60,
      log: quiet,
    });
    await t.smtp.waitForMail((m) => m.to.includes(a.member.email));
    await t.smtp.waitForMail((m) => m.to.includes(a.admin.email));
    await scheduler.stop();
    const runs = await t.db.select().from(reminderSweepRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ instanceId: 'scheduled', planned: 2, sent: 2, failed: 0, error: null });
    expect(runs[0]?.finishedAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('on stop, gives back what it has not sent yet', async () => {
    clock.set(new Date(clock.now().getTime() + 86_400_000));
    const contract = await insertContract(t.db, a, {
      name: 'Stopped Midway',
      today: clock.now(),
      noticeIn: 1,
      endIn: 90,
    });
    // A mail server that takes the first mail and holds it until released.
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const firstSendReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const sent: string[] = [];
    const slowMailer: Mailer = {
      send: async (message) => {
        reached();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        sent.push(message.to);
      },
      close: () => {},
    };
    const scheduler = startReminderScheduler({
      db: t.db,
      mailer: slowMailer,
      clock,
      config: t.config,
      instanceId: 'stopping',
      intervalMinutes: 60,
      batchSize: 10,
      log: quiet,
    });
    await firstSendReached;
    const stopped = scheduler.stop();
    release();
    await stopped;

    expect(sent).toHaveLength(1);
    const rows = (await deliveriesOf(t.db, contract.id)).filter((r) => r.leadDays === 1);
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'sent']);
    const untried = rows.find((r) => r.status === 'pending');
    expect(untried).toMatchObject({ attempts: 0, claimedBy: null, claimedUntil: null, lastError: null });
  });
});
