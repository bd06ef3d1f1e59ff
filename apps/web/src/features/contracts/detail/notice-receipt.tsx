// The recorded notice's receipt (docs/domain.md, The notice): the proof of service, a PDF or Word file
// under the same rules as a contract's document. Anyone who sees the notice can download it; its owner or
// an admin attaches it, or replaces it.
import type { TContract, TNoticeSent } from '@keydate/domain';
import { Button } from '../../../components/ui/button.tsx';
import { attachNoticeReceipt, fetchNoticeReceipt } from '../contracts.api.ts';
import { useFileDownload } from '../use-file-download.ts';
import { FilePickerButton } from './file-picker-button.tsx';
import { useContractUpload } from './use-contract-actions.ts';

/**
 * The receipt's words. They live here rather than in notice-sent.tsx's NOTICE_MSG: that file shows this
 * one, and importing its words back would make an import cycle.
 */
const RECEIPT_MSG = {
  label: 'Receipt',
  download: 'Download receipt',
  downloadFailed: 'Failed to download the receipt',
  attach: 'Attach receipt',
  replace: 'Replace receipt',
  uploading: 'Uploading receipt',
  attached: 'Receipt attached',
  attachFailed: 'Failed to attach the receipt',
} as const;

/** The attached file's name, and its download with the session's token under that name. */
function ReceiptFile({ contract, name }: { contract: TContract; name: string }) {
  const { downloading, download } = useFileDownload(RECEIPT_MSG.downloadFailed);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <dl className="flex min-w-0 gap-x-3">
        <dt className="text-slate-600">{RECEIPT_MSG.label}</dt>
        <dd className="break-all">{name}</dd>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        busy={downloading !== null}
        onClick={() => void download(true, () => fetchNoticeReceipt(contract._id))}
      >
        {RECEIPT_MSG.download}
      </Button>
    </div>
  );
}

/** Attaches (or replaces) the receipt; the page and the lists follow. */
function AttachReceipt({ contract, replacing }: { contract: TContract; replacing: boolean }) {
  const upload = useContractUpload(
    (file, onProgress) => attachNoticeReceipt(contract._id, file, onProgress),
    {
      saved: RECEIPT_MSG.attached,
      failed: RECEIPT_MSG.attachFailed,
    },
  );
  return (
    <FilePickerButton
      label={replacing ? RECEIPT_MSG.replace : RECEIPT_MSG.attach}
      upload={upload}
      failed={RECEIPT_MSG.attachFailed}
      progressLabel={RECEIPT_MSG.uploading}
      size="sm"
    />
  );
}

/** Under a recorded notice: its receipt for everyone, and the picker for whoever may act on the notice. */
export function NoticeReceipt({
  contract,
  notice,
  canAct,
}: {
  contract: TContract;
  notice: TNoticeSent;
  canAct: boolean;
}) {
  if (!notice.receipt && !canAct) return null;
  return (
    <div className="mt-3 space-y-3 text-sm text-slate-800">
      {notice.receipt ? <ReceiptFile contract={contract} name={notice.receipt.name} /> : null}
      {canAct ? <AttachReceipt contract={contract} replacing={notice.receipt !== null} /> : null}
    </div>
  );
}
