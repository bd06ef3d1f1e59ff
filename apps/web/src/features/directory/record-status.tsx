import { RECORD_STATUSES, type TRecordStatus } from '@keydate/domain';
import { Badge } from '../../components/ui/badge.tsx';

const labels: Record<TRecordStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** The options of the Status select of the property and vendor forms. */
export function RecordStatusOptions() {
  return RECORD_STATUSES.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

/** Active is green, inactive grey. */
export function RecordStatusBadge({ status }: { status: TRecordStatus }) {
  return <Badge tone={status === 'active' ? 'green' : 'gray'}>{labels[status]}</Badge>;
}
