import {
  formatShortDate,
  lifecycleWarnings,
  MSG,
  MSG_FN,
  renewalAfterEndSentence,
  type TLifecycleDates,
  type TRenewal,
  todayUtc,
} from '@keydate/domain';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';

/**
 * The derived dates, in UTC calendar terms, whether the contract renews after its end, and the warning
 * when the notice date cannot be met.
 */
export function ImportantDates({ dates, renewal }: { dates: TLifecycleDates; renewal: TRenewal }) {
  const titleId = useId();
  const warnings = lifecycleWarnings(dates, todayUtc(new Date()));
  const renews = renewalAfterEndSentence(renewal);
  const rows = [
    [MSG.contractStarts, dates.startDate],
    [MSG.evaluationBegins, dates.evaluationStart],
    [MSG.nonRenewalNoticeDate, dates.nonRenewalNoticeDate],
    [MSG.contractEnds, dates.endDate],
  ] as const;
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-blue-50 p-5 ring-1 ring-blue-100">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {MSG.importantDates}
      </h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, date]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{formatShortDate(date)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm font-medium text-blue-900">
        {MSG_FN.contractWillEndOn(formatShortDate(dates.endDate))}
      </p>
      {renews ? <p className="mt-1 text-sm font-medium text-blue-900">{renews}</p> : null}
      {warnings.length > 0 ? (
        <div className="mt-4">
          <Alert tone="warning">
            {warnings.map((warning) => (
              <p key={warning.code}>{warning.message}</p>
            ))}
          </Alert>
        </div>
      ) : null}
    </section>
  );
}
