import { MSG, type TRegisterFormat } from '@keydate/domain';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../auth/session.tsx';
import { IMPORT_MSG } from '../../imports/import-messages.ts';
import { fetchHistoryExport, fetchRegister, type TContractsPageQuery } from '../contracts.api.ts';
import { useFileDownload } from '../use-file-download.ts';

const LABELS: Record<TRegisterFormat, string> = { csv: MSG.exportCsv, xlsx: MSG.exportXlsx };

export const HISTORY_EXPORT_MSG = {
  download: 'Download history (CSV)',
  downloading: 'Downloading history...',
  failed: 'The history could not be downloaded. Please try again.',
} as const;

/** An admin's download of the workspace's whole history (every contract's changes) as CSV. */
function HistoryExport() {
  const { downloading, download } = useFileDownload(HISTORY_EXPORT_MSG.failed);

  return (
    <Button
      variant="secondary"
      busy={downloading !== null}
      onClick={() => void download(true, fetchHistoryExport)}
    >
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
  const { downloading: exporting, download } = useFileDownload<TRegisterFormat>(MSG.exportFailed);
  const exportAs = (format: TRegisterFormat) => download(format, () => fetchRegister(query, format));

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
