import { capitalizedStatusLabel, detailStatusTone } from '@keydate/domain';
import { Badge } from '../../../components/ui/badge.tsx';

/** The detail page's badge: 'Active' green, any other status grey. */
export function DetailStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge tone={detailStatusTone(status) === 'green' ? 'green' : 'gray'}>
      {capitalizedStatusLabel(status)}
    </Badge>
  );
}
