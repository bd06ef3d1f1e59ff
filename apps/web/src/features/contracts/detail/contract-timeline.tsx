import {
  endDateNote,
  formatLongDate,
  MSG,
  renewalSentence,
  type TContract,
  termSentence,
} from '@keydate/domain';
import { useId } from 'react';

interface Milestone {
  label: string;
  date: string;
  note?: string | null;
}

/**
 * Start, evaluation period, non-renewal notice date and end, in long form (UTC calendar dates); for a
 * contract that renews automatically, the term running today (whose dates these are) and its renewal.
 */
export function ContractTimeline({ contract, daysLeft }: { contract: TContract; daysLeft: number | null }) {
  const titleId = useId();
  const evaluationStart = formatLongDate(contract.renewalWindowStart);
  const evaluationEnd = formatLongDate(contract.renewalWindowEnd);
  const milestones: Milestone[] = [
    { label: MSG.timelineStart, date: formatLongDate(contract.startDate) },
    {
      label: MSG.timelineEvaluation,
      date: evaluationStart && evaluationEnd ? `${evaluationStart} - ${evaluationEnd}` : '-',
    },
    // The notice date is the end of the evaluation (renewal) window.
    { label: MSG.timelineNotice, date: evaluationEnd || '-' },
    {
      label: MSG.timelineEnd,
      date: formatLongDate(contract.endDate) || '-',
      note: endDateNote(daysLeft),
    },
  ];
  const renews = renewalSentence(contract.lifecycle.renewal);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Timeline
      </h2>
      {renews ? (
        <div className="mt-2 space-y-0.5 text-sm text-slate-700">
          <p>{termSentence(contract.term)}</p>
          <p>{renews}</p>
        </div>
      ) : null}
      <ol className="mt-5 space-y-5 border-l-2 border-slate-200 pl-5">
        {milestones.map((milestone) => (
          <li key={milestone.label} className="relative">
            <span
              className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full bg-blue-700 ring-4 ring-white"
              aria-hidden="true"
            />
            <h3 className="text-sm font-semibold text-slate-900">{milestone.label}</h3>
            <p className="text-sm text-slate-700">{milestone.date}</p>
            {milestone.note ? <p className="text-xs font-medium text-slate-600">{milestone.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
