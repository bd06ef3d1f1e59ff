import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { DRAFT_MSG_FN } from './draft-messages.ts';
import { useDrafts } from './drafts.api.ts';

/** On the dashboard, only while drafts wait: the way to the review queue. */
export function DraftsWaitingLink() {
  const total = useDrafts().data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Link to="/app/drafts" className={buttonClass('secondary')}>
      {DRAFT_MSG_FN.waitingLink(total)}
    </Link>
  );
}
