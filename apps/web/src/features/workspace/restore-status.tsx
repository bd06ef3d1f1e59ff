import { SendingStatus } from '../../components/ui/progress-bar.tsx';
import { BACKUP_MSG, BACKUP_MSG_FN } from './backup-messages.ts';

/** The zip on its way (a bar of the bytes sent), then the server unpacking, checking and writing it. */
export function RestoreStatus({ fileName, percent }: { fileName: string; percent: number }) {
  return (
    <SendingStatus
      label={BACKUP_MSG_FN.uploading(fileName)}
      percent={percent}
      afterwards={BACKUP_MSG.restoring}
    />
  );
}
