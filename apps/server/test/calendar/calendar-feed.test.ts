// GET /api/calendar/:token.ics: a person's secret feed of their workspace's contract dates.
import { API_MSG } from '@keydate/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, users } from '../../src/db/schema/index.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, TEST_APP_URL, type TestApp } from '../support/build-test-app.ts';
import { feedPath, getFeed, readEvents } from '../support/calendar.ts';
import { buildContractWorld, individualMetadata, upload } from '../support/contracts.ts';

const NOW = '2025-06-01T08:00:00.000Z';

describe('the calendar feed', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  let linen: { _id: string };
  let msa: { _id: string };
  let terminated: { _id: string };
  let noEvaluation: { _id: string };
  let foreign: { _id: string };

  const create = async (headers: { authorization: string }, metadata: object) => {
    const res = await upload(t, headers, { metadata });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string };
  };

  beforeAll(async () => {
    t = await buildTestApp({ clock: fixedClock(NOW) });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Elsewhere Hotel'], vendor: 'Elsewhere Vendor' });
    // Example (docs/domain.md, Lifecycle): start 2025-01-05, 1 year, notice 90 days, evaluation 180 days.
    linen = await create(
      w.member,
      individualMetadata(w.property(0).id, { name: 'Linen Service 2025', vendorId: w.vendor.id }),
    );
    msa = await create(
      w.member,
      individualMetadata(w.property(0).id, {
        name: 'Towels, robes; spa',
        agreementType: 'MSA',
        propertyId: undefined,
        propertyIds: [w.property(1).id, w.property(2).id],
        startDate: '2024-01-31',
        lifecycle: {
          duration: { value: 1, unit: 'MONTHS' },
          nonRenewalNotice: { triggerType: 'BEFORE_END', triggerValue: { value: 30, unit: 'DAYS' } },
          evaluationPeriod: { triggerType: 'BEFORE_END', triggerValue: { value: 0, unit: 'DAYS' } },
        },
      }),
    );
    terminated = await create(w.member, individualMetadata(w.property(0).id, { name: 'Old Laundry' }));
    const end = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${terminated._id}`,
      headers: w.admin,
      payload: { status: 'terminated' },
    });
    expect(end.statusCode).toBe(200);
    // A contract carried over without an evaluation start: that event is left out, the others stay.
    noEvaluation = await create(
      w.member,
      individualMetadata(w.property(2).id, { name: 'Pest Control', startDate: '2025-03-01' }),
    );
    await t.db.update(contracts).set({ renewalWindowStart: null }).where(eq(contracts.id, noEvaluation._id));
    foreign = await create(other.member, individualMetadata(other.property(0).id, { name: 'Foreign Linen' }));
  });
  afterAll(() => t.close());

  it('answers the workspace contract dates as all-day events to a plain user, without a session', async () => {
    const path = await feedPath(t, w.member);
    const res = await getFeed(t, path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const { calendar, events } = readEvents(res.body);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Keydate//Contract dates//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Keydate: ${w.workspace.name}`);

    const linkTo = (id: string) => `${TEST_APP_URL}/app/contracts/${id}`;
    const linenText = `Property: Harbour View\nVendor: Acme Linen\n\nOpen in Keydate: ${linkTo(linen._id)}`;
    const msaText = `Properties: Beach House, City Center\n\nOpen in Keydate: ${linkTo(msa._id)}`;
    const pestText = `Property: City Center\n\nOpen in Keydate: ${linkTo(noEvaluation._id)}`;
    // Sorted by date: the MSA's notice date and evaluation start fall on the same day.
    expect(events).toEqual([
      {
        uid: `evaluation-${msa._id}@keydate`,
        summary: 'Renewal evaluation starts: Towels, robes; spa',
        description: msaText,
        url: linkTo(msa._id),
        start: '2024-01-30',
        end: '2024-01-31',
      },
      {
        uid: `notice-${msa._id}@keydate`,
        summary: 'Non-renewal notice due: Towels, robes; spa',
        description: msaText,
        url: linkTo(msa._id),
        start: '2024-01-30',
        end: '2024-01-31',
      },
      {
        uid: `end-${msa._id}@keydate`,
        summary: 'Contract ends: Towels, robes; spa',
        description: msaText,
        url: linkTo(msa._id),
        start: '2024-02-29',
        end: '2024-03-01',
      },
      {
        uid: `evaluation-${linen._id}@keydate`,
        summary: 'Renewal evaluation starts: Linen Service 2025',
        description: linenText,
        url: linkTo(linen._id),
        start: '2025-04-10',
        end: '2025-04-11',
      },
      {
        uid: `notice-${linen._id}@keydate`,
        summary: 'Non-renewal notice due: Linen Service 2025',
        description: linenText,
        url: linkTo(linen._id),
        start: '2025-10-07',
        end: '2025-10-08',
      },
      {
        uid: `notice-${noEvaluation._id}@keydate`,
        summary: 'Non-renewal notice due: Pest Control',
        description: pestText,
        url: linkTo(noEvaluation._id),
        start: '2025-12-01',
        end: '2025-12-02',
      },
      {
        uid: `end-${linen._id}@keydate`,
        summary: 'Contract ends: Linen Service 2025',
        description: linenText,
        url: linkTo(linen._id),
        start: '2026-01-05',
        end: '2026-01-06',
      },
      {
        uid: `end-${noEvaluation._id}@keydate`,
        summary: 'Contract ends: Pest Control',
        description: pestText,
        url: linkTo(noEvaluation._id),
        start: '2026-03-01',
        end: '2026-03-02',
      },
    ]);
    expect(res.body).not.toContain(terminated._id);
    expect(res.body).not.toContain(foreign._id);
    expect(res.body).not.toContain('Foreign Linen');
  });

  it('is the same feed for everyone in the workspace, each by their own URL', async () => {
    const memberPath = await feedPath(t, w.member);
    const adminPath = await feedPath(t, w.admin);
    expect(adminPath).not.toBe(memberPath);
    const asMember = readEvents((await getFeed(t, memberPath)).body).events;
    const asAdmin = readEvents((await getFeed(t, adminPath)).body).events;
    expect(asAdmin).toEqual(asMember);
  });

  it("never shows another workspace's contracts, and theirs never shows ours", async () => {
    const res = await getFeed(t, await feedPath(t, other.member));
    expect(res.statusCode).toBe(200);
    const { events } = readEvents(res.body);
    expect(events.map((e) => e.uid)).toEqual([
      `evaluation-${foreign._id}@keydate`,
      `notice-${foreign._id}@keydate`,
      `end-${foreign._id}@keydate`,
    ]);
    expect(events[0]?.description).toContain('Property: Elsewhere Hotel');
    for (const id of [linen._id, msa._id, noEvaluation._id]) expect(res.body).not.toContain(id);
  });

  it('keeps the UIDs of a contract whose dates and name are edited, so calendars update the event', async () => {
    const before = readEvents((await getFeed(t, await feedPath(t, w.admin))).body).events;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${linen._id}`,
      headers: w.admin,
      payload: individualMetadata(w.property(0).id, {
        name: 'Linen Service 2025 (renewed)',
        vendorId: w.vendor.id,
        startDate: '2025-02-01',
      }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = readEvents((await getFeed(t, await feedPath(t, w.admin))).body).events;
    const linenEvents = (events: typeof before) =>
      events.filter((e) => e.uid.endsWith(`${linen._id}@keydate`)).map((e) => [e.uid, e.summary, e.start]);
    expect(linenEvents(before)).toEqual([
      [`evaluation-${linen._id}@keydate`, 'Renewal evaluation starts: Linen Service 2025', '2025-04-10'],
      [`notice-${linen._id}@keydate`, 'Non-renewal notice due: Linen Service 2025', '2025-10-07'],
      [`end-${linen._id}@keydate`, 'Contract ends: Linen Service 2025', '2026-01-05'],
    ]);
    expect(linenEvents(after)).toEqual([
      [
        `evaluation-${linen._id}@keydate`,
        'Renewal evaluation starts: Linen Service 2025 (renewed)',
        '2025-05-07',
      ],
      [`notice-${linen._id}@keydate`, 'Non-renewal notice due: Linen Service 2025 (renewed)', '2025-11-03'],
      [`end-${linen._id}@keydate`, 'Contract ends: Linen Service 2025 (renewed)', '2026-02-01'],
    ]);
  });

  it("follows a contract that renews automatically into its current term's dates", async () => {
    // From 2023-01-05 for a year, renewing yearly: on 2025-06-01 it is in its third term, to 2026-01-05.
    const renewing = await create(
      w.member,
      individualMetadata(w.property(0).id, {
        name: 'Boiler Care',
        startDate: '2023-01-05',
        lifecycle: {
          duration: { value: 1, unit: 'YEARS' },
          renewal: { type: 'automatic', term: { value: 1, unit: 'YEARS' } },
        },
      }),
    );
    const events = readEvents((await getFeed(t, await feedPath(t, w.member))).body).events;
    expect(
      events.filter((e) => e.uid.endsWith(`${renewing._id}@keydate`)).map((e) => [e.uid, e.start]),
    ).toEqual([
      [`evaluation-${renewing._id}@keydate`, '2025-04-10'],
      [`notice-${renewing._id}@keydate`, '2025-10-07'],
      [`end-${renewing._id}@keydate`, '2026-01-05'],
    ]);
  });

  it('dies with its user: a deleted person’s URL answers 404', async () => {
    const leaver = await buildContractWorld(t, { properties: ['Leaver Lodge'] });
    const path = await feedPath(t, leaver.member);
    expect((await getFeed(t, path)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, (await memberIdOf(leaver.member)) ?? ''));
    const res = await getFeed(t, path);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_MSG.notFound });
  });

  async function memberIdOf(headers: { authorization: string }) {
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers });
    return res.json().user._id as string | undefined;
  }
});
