// The non-renewal notice over the API (docs/domain.md, The notice): drafted as a DOCX or PDF letter from the
// contract, its vendor and what its document states; recorded as sent by the owner or an admin, after
// which the contract ends at its term's end instead of renewing and that term's notice reminders stop.
import type { Readable } from 'node:stream';
import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTexts } from '../../src/db/schema/index.ts';
import { readPdfText } from '../../src/documents/reading/pdf-text.ts';
import { eachEntry, entryStream, openZip } from '../../src/documents/reading/zip-reader.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import { buildContractWorld, type Headers, individualMetadata, upload } from '../support/contracts.ts';

async function streamText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The words of a DOCX's body, its markup dropped. */
async function docxText(body: Buffer): Promise<string> {
  const zip = await openZip(body);
  let xml = '';
  await eachEntry(zip, async (entry) => {
    if (entry.fileName === 'word/document.xml') xml = await streamText(await entryStream(zip, entry));
  });
  return xml
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The words of a PDF the server drafted, its lines joined. */
async function pdfText(body: Buffer): Promise<string> {
  const { pages } = await readPdfText(body, { maxPages: 10, maxRecognisedPages: 0 });
  return pages.join(' ').replace(/\s+/g, ' ');
}

describe('the non-renewal notice', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let other: Awaited<ReturnType<typeof buildContractWorld>>;
  // 2026-06-01. A yearly contract from 2024-07-01 is in its second term (to 2026-07-01), its notice date
  // (90 days before) 2026-04-02 passed; one from 2024-09-15 is in its second term to 2026-09-15, notice
  // date 2026-06-17.
  const clock = fixedClock('2026-06-01T09:00:00.000Z');
  const YEARLY = { type: 'automatic', term: { value: 1, unit: 'YEARS' } };

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    w = await buildContractWorld(t);
    other = await buildContractWorld(t, { properties: ['Far Away'], vendor: 'Far Vendor' });
  });
  afterAll(() => t.close());

  const create = async (name: string, startDate: string) => {
    const lifecycle = { duration: { value: 1, unit: 'YEARS' }, renewal: YEARLY };
    const res = await upload(t, w.member, {
      metadata: individualMetadata(w.property(0).id, {
        name,
        startDate,
        lifecycle,
        vendorId: w.vendor.id,
      } as never),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const notify = (id: string, body: object, headers: Headers) =>
    t.app.inject({ method: 'POST', url: `/api/contracts/${id}/notice`, headers, payload: body });
  const read = async (id: string) =>
    (await t.app.inject({ url: `/api/contracts/${id}`, headers: w.admin })).json();
  const upcomingNotice = async (id: string) => {
    const res = await t.app.inject({ url: '/api/admin/reminders', headers: w.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .upcoming.filter((u: { contract: { _id: string }; milestone: string }) => u.contract._id === id)
      .map((u: { milestone: string; leadDays: number }) => `${u.milestone} ${u.leadDays}`);
  };

  it("is recorded by the owner; the contract then ends at the term's end instead of renewing", async () => {
    const start = '2026-06-01T09:00:00.000Z';
    clock.set(start);
    const laundry = await create('Laundry', '2024-07-01');
    expect(laundry).toMatchObject({ term: { number: 2 }, noticeSent: null });
    expect(laundry.endDate.slice(0, 10)).toBe('2026-07-01');

    const res = await notify(
      laundry._id,
      { sentOn: '2026-05-29', channel: 'registered_mail', reference: ' RR 123 ' },
      w.member,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().noticeSent).toEqual({
      term: 2,
      sentOn: '2026-05-29',
      channel: 'registered_mail',
      reference: 'RR 123',
      noticeDate: '2026-04-02',
      // After the notice date: accepted, flagged.
      late: true,
      endsOn: '2026-07-01',
      recordedBy: { _id: w.memberUser.id, name: w.memberUser.name },
      recordedAt: start,
      receipt: null,
    });
    expect(res.json().awaitingDecision).toBe(false);

    // The day after the term's end: expired, not in a third term.
    try {
      clock.set('2026-07-02T09:00:00.000Z');
      const ended = await read(laundry._id);
      expect(ended).toMatchObject({
        status: 'expired',
        term: { number: 2 },
        noticeSent: { term: 2, endsOn: '2026-07-01' },
      });
      expect(ended.endDate.slice(0, 10)).toBe('2026-07-01');
    } finally {
      clock.set(start);
    }
  });

  it('stops the notice reminders of the term it was sent in, and is on time before the notice date', async () => {
    const pool = await create('Pool', '2024-09-15');
    expect(await upcomingNotice(pool._id)).toEqual(['notice 14', 'notice 7', 'notice 1']);
    const res = await notify(pool._id, { sentOn: '2026-06-01', channel: 'email' }, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().noticeSent).toMatchObject({ late: false, noticeDate: '2026-06-17', reference: '' });
    expect(await upcomingNotice(pool._id)).toEqual([]);
    expect((await read(pool._id)).noticeSent).toMatchObject({ channel: 'email', endsOn: '2026-09-15' });
  });

  it('refuses others, the future and bad input', async () => {
    const boiler = await create('Boiler', '2024-07-01');
    const stranger = await notify(boiler._id, { sentOn: '2026-06-01', channel: 'email' }, other.admin);
    expect(stranger.statusCode).toBe(404);
    // A user who does not own it.
    const owned = await upload(t, w.admin, {
      metadata: individualMetadata(w.property(0).id, { name: 'Kept' }),
    });
    const notOwner = await notify(owned.json()._id, { sentOn: '2026-06-01', channel: 'email' }, w.member);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toEqual({ message: API_MSG.noticeNotAllowed });

    const future = await notify(boiler._id, { sentOn: '2026-06-02', channel: 'email' }, w.member);
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ sentOn: API_MSG.noticeSentInFuture });
    const channel = await notify(boiler._id, { sentOn: '2026-06-01', channel: 'pigeon' }, w.member);
    expect(channel.statusCode).toBe(400);
    expect(channel.json().errors).toEqual({
      channel: 'Channel must be email, courier, registered_mail or by_hand',
    });
    const date = await notify(boiler._id, { sentOn: '2026-02-30', channel: 'email' }, w.member);
    expect(date.statusCode).toBe(400);
    expect((await read(boiler._id)).noticeSent).toBeNull();
  });

  it('drafts the letter as DOCX and PDF with the vendor, the term end and the quoted clause', async () => {
    const linen = await create('Linen Service', '2024-07-01');
    // What reading its document found (the upload's own reading is still pending).
    const reading = {
      state: 'text' as const,
      facts: {
        parties: { value: ['Seaside Hotels Ltd', 'Acme Linen Inc.'], quote: 'between …', page: 1 },
        noticePeriod: {
          value: { value: 90, unit: 'DAYS' as const },
          quote:
            'Either party may terminate by written notice given ninety (90) days before the end of the term.',
          page: 4,
        },
      },
    };
    await t.db
      .insert(documentTexts)
      .values({
        contractId: linen._id,
        workspaceId: w.workspace.id,
        documentKey: 'key-of-the-test',
        ...reading,
      })
      .onConflictDoUpdate({ target: documentTexts.contractId, set: reading });
    const letter = async (format: string) =>
      t.app.inject({ url: `/api/contracts/${linen._id}/notice-letter?format=${format}`, headers: w.member });

    const docx = await letter('docx');
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toContain('Notice of non-renewal - Linen Service.docx');
    // The vendor, the term's end, the parties, the notice clause quoted with its page, and the signer.
    const letterHolds = [
      'Acme Linen',
      'July 1, 2026',
      'Seaside Hotels Ltd and Acme Linen Inc.',
      'ninety (90) days before the end of the term',
      '(page 4)',
      w.memberUser.name,
    ];
    const words = await docxText(docx.rawPayload);
    for (const text of letterHolds) expect(words).toContain(text);

    const pdf = await letter('pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('Notice of non-renewal - Linen Service.pdf');
    const printed = await pdfText(pdf.rawPayload);
    for (const text of letterHolds) expect(printed).toContain(text);

    expect((await letter('txt')).statusCode).toBe(400);
    const stranger = await t.app.inject({
      url: `/api/contracts/${linen._id}/notice-letter?format=pdf`,
      headers: other.admin,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
