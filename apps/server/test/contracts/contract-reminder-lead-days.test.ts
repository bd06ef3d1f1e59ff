// A contract's own reminder lead times (reminderLeadDays on upload and PUT): checked with the domain's
// lead-time rules, stored, answered by GET and both list forms (null = the workspace's), reset by null,
// an admin's to change, and re-planned by the next sweep like an edited date.
import { MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildReminderWorkspace, deliveriesOf, sweep } from '../reminders/reminder-world.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, individualMetadata, upload } from '../support/contracts.ts';

const LEAD_DAY_MESSAGE = 'Lead times are whole days from 0 to 365';

describe('a contract’s reminder lead times', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock('2025-06-01T09:00:00.000Z') });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Other Place'], vendor: 'Other Vendor' });
  });
  afterAll(() => t.close());

  const create = async (reminderLeadDays?: unknown, headers: Headers = w.member) => {
    const metadata = individualMetadata(w.property(0).id, {
      name: 'Pool Care',
      ...(reminderLeadDays === undefined ? {} : { reminderLeadDays }),
    } as never);
    return upload(t, headers, { metadata });
  };
  const put = (id: string, body: object, headers: Headers = w.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/contracts/${id}`, headers, payload: body });
  const get = (id: string, headers: Headers = w.admin) =>
    t.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers });
  const stored = async (id: string) =>
    (await t.db.select({ v: contracts.reminderLeadDays }).from(contracts).where(eq(contracts.id, id)))[0]?.v;

  it('stores them deduplicated, most days first, and answers them on GET and both list forms', async () => {
    const res = await create({ notice: [7, 45, 7, 0], end: [10] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    const expected = { notice: [45, 7, 0], end: [10] };
    expect(res.json().reminderLeadDays).toEqual(expected);
    expect(await stored(id)).toEqual(expected);
    expect((await get(id, w.member)).json().reminderLeadDays).toEqual(expected);

    const list = await t.app.inject({ method: 'GET', url: '/api/contracts', headers: w.member });
    expect(list.json().find((c: { _id: string }) => c._id === id).reminderLeadDays).toEqual(expected);
    const page = await t.app.inject({ method: 'GET', url: '/api/contracts?page=1', headers: w.member });
    expect(page.json().items.find((c: { _id: string }) => c._id === id).reminderLeadDays).toEqual(expected);
  });

  it('answers null when the contract follows the workspace, whether absent or sent as null', async () => {
    for (const value of [undefined, null]) {
      const res = await create(value);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().reminderLeadDays).toBeNull();
      expect(await stored(res.json()._id)).toBeNull();
    }
  });

  const refusals: Array<[string, unknown, Record<string, string>]> = [
    ['negative', { notice: [-1], end: [] }, { 'reminderLeadDays.notice.0': LEAD_DAY_MESSAGE }],
    ['fractional', { notice: [7], end: [1.5] }, { 'reminderLeadDays.end.0': LEAD_DAY_MESSAGE }],
    ['over a year', { notice: [366], end: [] }, { 'reminderLeadDays.notice.0': LEAD_DAY_MESSAGE }],
    [
      'more than ten',
      { notice: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], end: [] },
      { 'reminderLeadDays.notice': 'At most 10 notice lead times' },
    ],
    [
      'not a list',
      { notice: '60, 30', end: 7 },
      {
        'reminderLeadDays.notice': 'Notice lead times must be a list of days',
        'reminderLeadDays.end': 'End lead times must be a list of days',
      },
    ],
    [
      'missing a milestone',
      { notice: [7] },
      { 'reminderLeadDays.end': 'End lead times must be a list of days' },
    ],
    ['not an object', 'weekly', { reminderLeadDays: MSG.reminderLeadDaysInvalid }],
  ];

  it.each(refusals)(
    'refuses %s lead times on upload with 400 and field messages',
    async (_, value, errors) => {
      const before = await t.db.select({ id: contracts.id }).from(contracts);
      const res = await create(value);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
      expect(res.json().message).toBe(Object.values(errors)[0]);
      expect(await t.db.select({ id: contracts.id }).from(contracts)).toHaveLength(before.length);
    },
  );

  it.each(refusals)('refuses %s lead times on edit with 400, changing nothing', async (_, value, errors) => {
    const created = await create({ notice: [20], end: [] });
    const id = created.json()._id as string;
    const { status: _status, ...answer } = created.json();
    const res = await put(id, { ...answer, reminderLeadDays: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await stored(id)).toEqual({ notice: [20], end: [] });
  });

  it('sets them on edit, and null (or leaving them out of the edit) goes back to the workspace’s', async () => {
    const created = await create();
    const id = created.json()._id as string;
    const { status: _status, ...answer } = created.json();
    const set = await put(id, { ...answer, reminderLeadDays: { notice: [3, 90], end: [0] } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().reminderLeadDays).toEqual({ notice: [90, 3], end: [0] });
    expect((await get(id)).json().reminderLeadDays).toEqual({ notice: [90, 3], end: [0] });

    // Terminating touches only the status.
    expect((await put(id, { status: 'terminated' })).json().reminderLeadDays).toEqual({
      notice: [90, 3],
      end: [0],
    });

    const reset = await put(id, { ...answer, reminderLeadDays: null });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().reminderLeadDays).toBeNull();
    expect(await stored(id)).toBeNull();

    // Each change is in the history, the workspace's days as none of the contract's own.
    const history = await t.app.inject({ url: `/api/contracts/${id}/history`, headers: w.admin });
    const reminders = history
      .json()
      .flatMap((entry: { changes: Array<{ field: string }> }) => entry.changes)
      .filter((change: { field: string }) => change.field === 'Reminders');
    expect(reminders).toEqual([
      { field: 'Reminders', from: '90, 3 days before the notice date; 0 before the end', to: null },
      { field: 'Reminders', from: null, to: '90, 3 days before the notice date; 0 before the end' },
    ]);

    await put(id, { ...answer, reminderLeadDays: { notice: [5], end: [] } });
    const { reminderLeadDays: _kept, ...withoutThem } = answer;
    const omitted = await put(id, withoutThem);
    expect(omitted.statusCode, omitted.body).toBe(200);
    expect(omitted.json().reminderLeadDays).toBeNull();
  });

  it('refuses a user the edit with 403 and keeps the lead times', async () => {
    const created = await create({ notice: [15], end: [] });
    const id = created.json()._id as string;
    const { status: _status, ...answer } = created.json();
    const res = await put(id, { ...answer, reminderLeadDays: { notice: [1], end: [1] } }, w.member);
    expect(res.statusCode).toBe(403);
    expect(await stored(id)).toEqual({ notice: [15], end: [] });
  });

  it('shows them to no other workspace', async () => {
    const created = await create({ notice: [12], end: [] });
    const id = created.json()._id as string;
    expect((await get(id, other.admin)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/contracts', headers: other.admin });
    expect(list.json().map((c: { _id: string }) => c._id)).not.toContain(id);
    const { status: _status, ...answer } = created.json();
    const res = await put(id, { ...answer, propertyId: other.property(0).id }, other.admin);
    expect(res.statusCode).toBe(404);
    expect(await stored(id)).toEqual({ notice: [12], end: [] });
  });
});

describe('changing a contract’s lead times re-plans its reminders', () => {
  let t: TestApp;
  const clock = fixedClock('2025-03-10T08:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  it('drops the unsent reminder of a removed lead time and sends the new one when it falls due', async () => {
    const a = await buildReminderWorkspace(t.db, 'Alpha');
    // Ends 2025-06-22; notice 90 days before: 2025-03-24, 14 days from today.
    const metadata = individualMetadata(a.harbour.id, { name: 'Window Cleaning', startDate: '2024-06-22' });
    const created = await upload(t, a.memberHeaders, { metadata });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;

    // The workspace's 14-day reminders fall due and wait, the mail server refusing them.
    t.smtp.setRefusing(true);
    expect(await sweep(t)).toMatchObject({ planned: 2, sent: 0, failed: 2 });
    t.smtp.setRefusing(false);

    const { status: _status, ...answer } = created.json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${id}`,
      headers: a.adminHeaders,
      payload: { ...answer, reminderLeadDays: { notice: [10], end: [] } },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // The next day nothing goes out: 14 days is no longer a lead time, and 10 days is not due yet.
    clock.set('2025-03-11T08:00:00.000Z');
    expect(await sweep(t)).toMatchObject({ planned: 0, sent: 0 });
    expect(t.smtp.mails).toEqual([]);
    const rows = await deliveriesOf(t.db, id);
    expect(rows.filter((r) => r.leadDays === 14).map((r) => r.status)).toEqual(['superseded', 'superseded']);
    expect(rows.filter((r) => r.status !== 'superseded')).toEqual([]);

    // Ten days before the notice date the contract's own reminder goes out.
    clock.set('2025-03-14T08:00:00.000Z');
    expect(await sweep(t)).toMatchObject({ planned: 2, sent: 2 });
    expect(t.smtp.mails.map((m) => m.subject)).toEqual([
      'Non-renewal notice due in 10 days: Window Cleaning',
      'Non-renewal notice due in 10 days: Window Cleaning',
    ]);
    const sent = (await deliveriesOf(t.db, id)).filter((r) => r.status === 'sent');
    expect(sent.map((r) => [r.milestoneDate, r.leadDays])).toEqual([
      ['2025-03-24', 10],
      ['2025-03-24', 10],
    ]);
  });
});
