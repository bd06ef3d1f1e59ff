import { MSG, type TRegisterFormat } from '@keydate/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { errorMessage, saveFile } from '../../../lib/api.ts';
import { useCurrentUser } from '../../auth/session.tsx';
import { IMPORT_MSG } from '../../imports/import-messages.ts';
import { fetchHistoryExport, fetchRegister, type TContractsPageQuery } from '../contracts.api.ts';

const LABELS: Record<TRegisterFormat, string> = { csv: MSG.exportCsv, xlsx: MSG.exportXlsx };

export const HISTORY_EXPORT_MSG = {
  download: 'Download history (CSV)',
  downloading: 'Downloading history...',
  failed: 'The history could not be downloaded. Please try again.',
} as const;

/** An admin's download of the workspace's whole history (every contract's changes) as CSV. */
function HistoryExport() {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveFile(await fetchHistoryExport());
    } catch (error) {
      toast.error(errorMessage(error, HISTORY_EXPORT_MSG.failed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button variant="secondary" busy={downloading} onClick={() => void download()}>
      {downloading ? HISTORY_EXPORT_MSG.downloading : HISTORY_EXPORT_MSG.download}
    </Button>
  );
}

/**
 * Downloads the list's view (its search, filters and sort, every page) as a register (docs/domain.md,
 * Register); beside it, an admin's way to bring a register in and to download the workspace's history.
 */
export function ContractsExport({ query }: { query: TContractsPageQuery }) {
  const { user } = useCurrentUser();
  const [exporting, setExporting] = useState<TRegisterFormat | null>(null);

  async function exportAs(format: TRegisterFormat) {
    setExporting(format);
    try {
      saveFile(await fetchRegister(query, format));
    } catch (error) {
      toast.error(errorMessage(error, MSG.exportFailed));
    } finally {
      setExporting(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          busy={exporting === format}
          disabled={exporting !== null}
          onClick={() => void exportAs(format)}
        >
          {exporting === format ? MSG.exporting : LABELS[format]}
        </Button>
      ))}
      {user.role === 'admin' ? (
        <>
          <HistoryExport />
          <Link to="/app/import" className={buttonClass('secondary')}>
            {IMPORT_MSG.dashboardLink}
          </Link>
        </>
      ) : null}
    </div>
  );
}
