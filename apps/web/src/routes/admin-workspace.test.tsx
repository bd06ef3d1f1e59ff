import { API_MSG } from '@keydate/domain';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_MSG, BACKUP_MSG_FN } from '../features/workspace/backup-messages.ts';
import { deferred, json, startFakeServer } from '../test/fake-server.ts';
import { deferredUpload, startFakeUploads } from '../test/fake-uploads.ts';
import { workspace } from '../test/fixtures.ts';
import { renderApp, signedInAs } from '../test/render-app.tsx';

const RESULT = { properties: 2, vendors: 1, contracts: 3, documents: 2 };

function openWorkspacePage() {
  const server = startFakeServer({ 'GET /api/workspace': json(200, workspace) });
  signedInAs(server);
  return { server, ...renderApp('/app/admin/workspace') };
}

const backupSection = () => screen.findByRole('region', { name: BACKUP_MSG.title });
/**
 * A file chosen as the browser reports it. (user-event's upload gives focus back to the chooser after the
 * change, which the page behind a modal dialog, inert in a browser, would refuse.)
 */
async function choose(section: HTMLElement, file: File) {
  fireEvent.change(within(section).getByLabelText(BACKUP_MSG.fileLabel), { target: { files: [file] } });
  await screen.findByRole('dialog', { name: BACKUP_MSG.confirmTitle });
}

const zip = (name = 'keydate-backup-2025-06-01.zip') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, { type: 'application/zip' });

describe('the workspace backup download', () => {
  const saved: string[] = [];
  afterEach(() => {
    saved.length = 0;
  });
  // The browser's download: the link the page clicks, and the blob it names.
  function catchDownloads() {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:backup');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  }

  it('says what the zip holds, and saves it under the server’s name, busy while it comes', async () => {
    const { server, user } = openWorkspacePage();
    const answer = deferred();
    server.on('GET /api/workspace/export', () => answer.promise);
    catchDownloads();

    const section = await backupSection();
    expect(within(section).getByText(BACKUP_MSG.description)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: BACKUP_MSG.download }));
    const busy = await within(section).findByRole('button', { name: BACKUP_MSG.downloading });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    answer.resolve(
      new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition':
            'attachment; filename="keydate-backup-2025-06-01.zip"; filename*=UTF-8\'\'keydate-backup-2025-06-01.zip',
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['keydate-backup-2025-06-01.zip blob:backup']));
    const button = within(section).getByRole('button', { name: BACKUP_MSG.download });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(server.calls('GET /api/workspace/export')).toHaveLength(1);
    expect(server.calls('GET /api/workspace/export')[0]?.authorization).toBe('Bearer test-token');
  });

  it('says why the download failed, in the server’s words or its own, and may be tried again', async () => {
    const { server, user } = openWorkspacePage();
    server.on('GET /api/workspace/export', json(503, { message: 'The database is not reachable' }));
    catchDownloads();

    const section = await backupSection();
    await user.click(within(section).getByRole('button', { name: BACKUP_MSG.download }));
    expect((await within(section).findByRole('alert')).textContent).toBe('The database is not reachable');

    server.on('GET /api/workspace/export', json(500, {}));
    await user.click(within(section).getByRole('button', { name: BACKUP_MSG.download }));
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe(BACKUP_MSG.downloadFailed),
    );
    expect(saved).toEqual([]);
  });
});

describe('restoring a backup', () => {
  const restoreSection = async () =>
    within(await backupSection()).getByRole('region', { name: BACKUP_MSG.restoreTitle });

  it('asks first, from the keyboard too, and sends nothing when the person cancels', async () => {
    const uploads = startFakeUploads();
    const { user } = openWorkspacePage();
    const section = await restoreSection();
    expect(within(section).getByText(BACKUP_MSG.restoreExplanation)).toBeTruthy();
    const input = within(section).getByLabelText(BACKUP_MSG.fileLabel) as HTMLInputElement;
    expect(input.accept).toContain('.zip');

    await choose(section, zip());
    const dialog = screen.getByRole('dialog', { name: BACKUP_MSG.confirmTitle });
    expect(
      within(dialog).getByText(BACKUP_MSG_FN.confirmWarning('keydate-backup-2025-06-01.zip')),
    ).toBeTruthy();
    // The safe answer has focus; the restore looks as dangerous as it is.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: BACKUP_MSG.cancel }));
    expect(within(dialog).getByRole('button', { name: BACKUP_MSG.confirm }).className).toContain(
      'bg-red-700',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await choose(section, zip());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uploads.calls()).toHaveLength(0);
  });

  it('sends the zip with its progress, then says what came back and refreshes the lists', async () => {
    const answer = deferredUpload();
    const uploads = startFakeUploads({ 'POST /api/workspace/restore': () => answer.promise });
    const invalidated = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { user, router } = openWorkspacePage();
    const section = await restoreSection();

    await choose(section, zip('harbour.zip'));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();

    const bar = await within(section).findByRole('progressbar', {
      name: BACKUP_MSG_FN.uploading('harbour.zip'),
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect((within(section).getByLabelText(BACKUP_MSG.fileLabel) as HTMLInputElement).disabled).toBe(true);
    const [sent] = uploads.calls('POST /api/workspace/restore');
    expect((sent?.form.get('file') as File | null)?.name).toBe('harbour.zip');
    expect(sent?.authorization).toBe('Bearer test-token');

    answer.resolve({ status: 200, body: RESULT });
    const heading = await within(section).findByRole('heading', { name: BACKUP_MSG.resultTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(section).getByText('2 properties, 1 vendor, 3 contracts and 2 documents restored.'),
    ).toBeTruthy();
    expect(within(section).queryByLabelText(BACKUP_MSG.fileLabel)).toBeNull();
    const keys = invalidated.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['contracts']),
        JSON.stringify(['properties']),
        JSON.stringify(['vendors']),
      ]),
    );

    await user.click(within(section).getByRole('link', { name: BACKUP_MSG.toDashboard }));
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('says it is restoring once every byte is sent', async () => {
    const answer = deferredUpload();
    startFakeUploads({ 'POST /api/workspace/restore': () => answer.promise });
    // Every byte reported sent after the fake's first half, while the server is still at work.
    const Sent = globalThis.XMLHttpRequest;
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends Sent {
        override send(body: FormData) {
          super.send(body);
          setTimeout(() =>
            this.upload.onprogress?.call(this, {
              lengthComputable: true,
              loaded: 100,
              total: 100,
            } as ProgressEvent),
          );
        }
      },
    );
    const { user } = openWorkspacePage();
    const section = await restoreSection();
    await choose(section, zip());
    await user.click(screen.getByRole('button', { name: BACKUP_MSG.confirm }));

    expect(await within(section).findByText(BACKUP_MSG.restoring)).toBeTruthy();
    expect(within(section).queryByRole('progressbar')).toBeNull();
    answer.resolve({ status: 200, body: { properties: 1, vendors: 0, contracts: 1, documents: 1 } });
    expect(
      await within(section).findByText('1 property, 0 vendors, 1 contract and 1 document restored.'),
    ).toBeTruthy();
  });

  it('shows a refusal as the server words it, and another file may then be chosen', async () => {
    const uploads = startFakeUploads({
      'POST /api/workspace/restore': { status: 409, body: { message: API_MSG.workspaceNotEmpty } },
    });
    const { user } = openWorkspacePage();
    const section = await restoreSection();
    const input = within(section).getByLabelText(BACKUP_MSG.fileLabel) as HTMLInputElement;

    await choose(section, zip());
    await user.click(screen.getByRole('button', { name: BACKUP_MSG.confirm }));
    expect((await within(section).findByRole('alert')).textContent).toBe(API_MSG.workspaceNotEmpty);
    expect(input.disabled).toBe(false);
    expect(within(section).queryByRole('progressbar')).toBeNull();

    uploads.on('POST /api/workspace/restore', {
      status: 400,
      body: { message: API_MSG.backupTampered, errors: { file: API_MSG.backupTampered } },
    });
    await choose(section, zip('changed.zip'));
    await user.click(screen.getByRole('button', { name: BACKUP_MSG.confirm }));
    await waitFor(() => expect(within(section).getByRole('alert').textContent).toBe(API_MSG.backupTampered));

    uploads.on('POST /api/workspace/restore', { status: 500, body: {} });
    await choose(section, zip());
    await user.click(screen.getByRole('button', { name: BACKUP_MSG.confirm }));
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe(BACKUP_MSG.restoreFailed),
    );
    expect(uploads.calls('POST /api/workspace/restore')).toHaveLength(3);
  });
});
