import { listStatusTone, statusLabel, type TBadgeTone } from '@keydate/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const tones: Record<TBadgeTone, BadgeTone> = { green: 'green', yellow: 'yellow', grey: 'gray' };

/** The list's status badge: green active, yellow pending renewal, grey otherwise; 'unknown' when missing. */
export function ListStatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={tones[listStatusTone(status)]}>{statusLabel(status)}</Badge>;
}
