import { Card } from '../../components/ui/card.tsx';
import { BackupDownload } from './backup-download.tsx';
import { BACKUP_MSG } from './backup-messages.ts';
import { RestoreBackup } from './restore-backup.tsx';

/** The workspace page's backup section: the whole workspace out as one zip, and such a zip back in. */
export function WorkspaceBackup() {
  return (
    <Card title={BACKUP_MSG.title} description={BACKUP_MSG.description}>
      <div className="space-y-8">
        <BackupDownload />
        <div className="border-t border-slate-200 pt-6">
          <RestoreBackup />
        </div>
      </div>
    </Card>
  );
}
