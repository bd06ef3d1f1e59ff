import { MSG, MSG_FN, type TDuplicateOf } from '@keydate/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';

/**
 * On the Document Upload step: the chosen file is one the workspace already holds (docs/domain.md,
 * Upload many). It says so and where, and holds nothing up: the person may mean a second contract.
 */
export function DuplicateNotice({ duplicateOf }: { duplicateOf: TDuplicateOf }) {
  const id = encodeURIComponent(duplicateOf._id);
  const [to, label] =
    duplicateOf.kind === 'contract'
      ? [`/app/contracts/${id}`, MSG.openStoredContract]
      : [`/app/drafts?draft=${id}`, MSG.openStoredDraft];
  return (
    <Alert tone="warning">
      <p>{MSG_FN.documentStoredAs(duplicateOf.name)}</p>
      <Link to={to} className="mt-1 inline-block font-medium underline hover:no-underline">
        {label}
      </Link>
    </Alert>
  );
}
