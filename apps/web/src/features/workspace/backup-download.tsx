import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage, saveFile } from '../../lib/api.ts';
import { fetchBackup } from './backup.api.ts';
import { BACKUP_MSG } from './backup-messages.ts';

/** Downloads the workspace as one zip; the server writes it as it reads, so a large one takes a while. */
export function BackupDownload() {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setFailure(null);
    try {
      saveFile(await fetchBackup());
    } catch (error) {
      setFailure(errorMessage(error, BACKUP_MSG.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" busy={downloading} onClick={() => void download()}>
        {downloading ? BACKUP_MSG.downloading : BACKUP_MSG.download}
      </Button>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
