import { API_MSG, MAX_DROP_FILES, MSG } from '@keydate/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAFT_MSG } from '../features/drafts/draft-messages.ts';
import { buildDraft, startDropUploads } from '../features/drafts/drafts-test-kit.ts';
import { startFakeServer } from '../test/fake-server.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const pdf = (name: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function dropPage() {
  signedInAs(startFakeServer());
  return renderApp('/app/upload/many');
}

async function drop(files: File[]) {
  const zone = (await screen.findByText(DRAFT_MSG.chooseFiles)).closest('label') as HTMLElement;
  fireEvent.drop(zone, { dataTransfer: { files } });
}

const row = (name: string) => within(screen.getByRole('listitem', { name }));
const summary = () => screen.getByRole('status').textContent;

describe('upload many', () => {
  it('sends the dropped files three at a time, each with its progress, then reading, then how it ended', async () => {
    const uploads = startDropUploads();
    dropPage();
    await drop(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'].map((name) => pdf(name)));

    await waitFor(() => expect(uploads.sent()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']));
    expect(uploads.authorizations()).toEqual(['Bearer test-token', 'Bearer test-token', 'Bearer test-token']);
    expect(row('d.pdf').getByText(DRAFT_MSG.waiting)).toBeTruthy();
    expect(row('e.pdf').getByText(DRAFT_MSG.waiting)).toBeTruthy();
    expect(summary()).toBe('0 of 5 files done: 0 ready, 0 duplicates, 0 failed');

    await uploads.progress('a.pdf', 40);
    expect(row('a.pdf').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(row('b.pdf').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    await uploads.progress('a.pdf', 100);
    expect(row('a.pdf').getByText(DRAFT_MSG.reading)).toBeTruthy();
    expect(row('a.pdf').queryByRole('progressbar')).toBeNull();

    await uploads.answer('a.pdf', 201, buildDraft({ _id: 'd-a', documentName: 'a.pdf' }));
    expect(row('a.pdf').getByText(DRAFT_MSG.ready)).toBeTruthy();
    await waitFor(() => expect(uploads.sent()).toHaveLength(4));
    expect(uploads.sent()[3]).toBe('d.pdf');

    await uploads.answer('b.pdf', 409, {
      message: 'This document is already stored: it is the contract "Linen Service"',
      duplicateOf: { kind: 'contract', _id: 'c-linen', name: 'Linen Service' },
    });
    expect(row('b.pdf').getByText(DRAFT_MSG.alreadyStoredAs, { exact: false })).toBeTruthy();
    expect(row('b.pdf').getByRole('link', { name: '“Linen Service”' }).getAttribute('href')).toBe(
      '/app/contracts/c-linen',
    );
    await uploads.answer('c.pdf', 415, { message: MSG.uploadWrongType });
    expect(row('c.pdf').getByText(MSG.uploadWrongType)).toBeTruthy();

    await waitFor(() => expect(uploads.sent()).toHaveLength(5));
    await uploads.answer('d.pdf', 409, {
      message: 'This document is already waiting as the draft "a.pdf"',
      duplicateOf: { kind: 'draft', _id: 'd-a', name: 'a.pdf' },
    });
    expect(row('d.pdf').getByRole('link', { name: '“a.pdf”' }).getAttribute('href')).toBe(
      '/app/drafts?draft=d-a',
    );
    await uploads.answer('e.pdf', 201, buildDraft({ _id: 'd-e', documentName: 'e.pdf' }));

    expect(summary()).toBe('5 of 5 files done: 2 ready, 2 duplicates, 1 failed');
    expect(uploads.mostAtOnce()).toBe(3);
    expect(screen.getByRole('link', { name: DRAFT_MSG.toReviewQueue }).getAttribute('href')).toBe(
      '/app/drafts',
    );
  });

  it('lists what the upload would refuse, with the reason, and sends only the rest', async () => {
    const uploads = startDropUploads();
    const { user } = dropPage();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const huge = pdf('huge.pdf', 10 * 1024 * 1024 + 1);
    await drop([notes, huge, pdf('fine.pdf')]);

    expect(row('notes.txt').getByText(MSG.uploadWrongType)).toBeTruthy();
    expect(row('huge.pdf').getByText(MSG.uploadTooLarge)).toBeTruthy();
    await waitFor(() => expect(uploads.sent()).toEqual(['fine.pdf']));
    await uploads.answer('fine.pdf', 201, buildDraft({ documentName: 'fine.pdf' }));
    expect(summary()).toBe('3 of 3 files done: 1 ready, 0 duplicates, 2 failed');

    // The chooser takes several files too, and adds them to the list.
    await user.upload(screen.getByLabelText(DRAFT_MSG.dropLabel), [pdf('more.pdf')]);
    await waitFor(() => expect(uploads.sent()).toEqual(['fine.pdf', 'more.pdf']));
    expect(summary()).toBe('3 of 4 files done: 1 ready, 0 duplicates, 2 failed');
  });

  it(`takes ${MAX_DROP_FILES} files of a drop and says how many were left out`, async () => {
    const uploads = startDropUploads();
    dropPage();
    await drop(Array.from({ length: MAX_DROP_FILES + 2 }, (_, index) => pdf(`file-${index}.pdf`)));

    expect(
      await screen.findByText(
        `Only ${MAX_DROP_FILES} files are taken at once: drop the other 2 files afterwards.`,
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: DRAFT_MSG.filesCaption })).getAllByRole('listitem'),
    ).toHaveLength(MAX_DROP_FILES);
    await waitFor(() => expect(uploads.sent()).toHaveLength(3));
  });

  it('sends a file again after a short wait when the server is too busy to read it', async () => {
    const uploads = startDropUploads();
    dropPage();
    await drop([pdf('busy.pdf')]);

    await waitFor(() => expect(uploads.sent()).toEqual(['busy.pdf']));
    await uploads.answer('busy.pdf', 429, { message: API_MSG.documentsBusy });
    expect(row('busy.pdf').getByText(DRAFT_MSG.busyRetrying)).toBeTruthy();
    await waitFor(() => expect(uploads.sent()).toEqual(['busy.pdf', 'busy.pdf']));
    await uploads.answer('busy.pdf', 201, buildDraft({ documentName: 'busy.pdf' }));
    expect(row('busy.pdf').getByText(DRAFT_MSG.ready)).toBeTruthy();
    expect(summary()).toBe('1 of 1 file done: 1 ready, 0 duplicates, 0 failed');
  });
});
