import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { DRAFT_MSG, DRAFT_MSG_FN } from '../features/drafts/draft-messages.ts';
import { DropList } from '../features/drafts/drop-list.tsx';
import { DropZone } from '../features/drafts/drop-zone.tsx';
import { dropCounts, useDropUploads } from '../features/drafts/use-drop-uploads.ts';

/** /app/upload/many: a folder of documents dropped at once, each kept as a draft (docs/domain.md, Upload many). */
export function UploadManyPage() {
  usePageTitle(DRAFT_MSG.dropTitle);
  const { items, leftOut, add } = useDropUploads();
  const counts = dropCounts(items);
  const finished = counts.total > 0 && counts.done === counts.total;

  return (
    <>
      <PageHeader
        title={DRAFT_MSG.dropTitle}
        description={DRAFT_MSG.dropSubtitle}
        actions={counts.total === 0 ? <ReviewLink primary={false} /> : null}
      />
      <div className="space-y-6">
        <DropZone onFiles={add} />
        {leftOut > 0 ? <Alert tone="warning">{DRAFT_MSG_FN.tooManyFiles(leftOut)}</Alert> : null}
        {counts.total > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium text-slate-800">
              {DRAFT_MSG_FN.progress(counts.done, counts.total)}:{' '}
              {DRAFT_MSG_FN.summary(counts.ready, counts.duplicates, counts.failed)}
            </p>
            <ReviewLink primary={finished} />
          </div>
        ) : null}
        <DropList items={items} />
      </div>
    </>
  );
}

function ReviewLink({ primary }: { primary: boolean }) {
  return (
    <Link to="/app/drafts" className={buttonClass(primary ? 'primary' : 'secondary')}>
      {DRAFT_MSG.toReviewQueue}
    </Link>
  );
}
