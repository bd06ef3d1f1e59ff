import type { TDraft } from '@keydate/domain';
import { useId } from 'react';
import { FactSource, ScanNotice } from '../contracts/scan-notice.tsx';
import { DRAFT_MSG } from './draft-messages.ts';
import type { TProposal } from './draft-proposals.ts';

/** What the draft's document proposes, each value with the sentence and page it was read from. */
export function ProposalList({ draft, proposals }: { draft: TDraft; proposals: TProposal[] }) {
  const titleId = useId();
  const stated = proposals.filter((proposal) => proposal.fact !== null);
  return (
    <section aria-labelledby={titleId} className="self-start rounded-xl p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {DRAFT_MSG.fromDocument}
      </h3>
      {!draft.textLayer ? (
        <p className="mt-2 text-sm text-slate-600">{DRAFT_MSG.noText}</p>
      ) : stated.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{DRAFT_MSG.nothingStated}</p>
      ) : null}
      {draft.recognisedPages.length > 0 ? (
        <div className="mt-2">
          <ScanNotice />
        </div>
      ) : null}
      <ul className="mt-2 space-y-2">
        {proposals.map((proposal) => (
          <li key={proposal.label} className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
            <p>
              <span className="text-slate-600">{proposal.label}: </span>
              <span className="font-semibold text-slate-900">{proposal.value}</span>
              {proposal.note ? <span className="text-slate-600"> ({proposal.note})</span> : null}
            </p>
            {proposal.fact ? (
              <p className="mt-0.5 text-xs break-words text-slate-600">
                <FactSource fact={proposal.fact} recognisedPages={draft.recognisedPages} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
