// The workspace's backup (docs/domain.md, Backup and restore): the zip out, and a zip back into an empty
// workspace.
import { ZRestoreResult } from '@keydate/domain';
import { requestFile, sendForm } from '../../lib/api.ts';

/** GET /api/workspace/export (admin): the whole workspace as one zip, under the server's name for it. */
export const fetchBackup = () => requestFile('/workspace/export');

/** POST /api/workspace/restore (admin): the zip as a `file` part, with the bytes sent as a percentage. */
export function restoreBackup(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm('/workspace/restore', form, ZRestoreResult, { onProgress });
}
