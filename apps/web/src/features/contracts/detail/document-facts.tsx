import {
  documentDisagreements,
  formatAmount,
  formatLongDate,
  type TContract,
  type TDocumentFacts,
} from '@keydate/domain';
import { useId } from 'react';
import type { TQuotedFact } from '../found-on.ts';
import { FactSource, ScanNotice } from '../scan-notice.tsx';

type Fact = TQuotedFact & { label: string; value: string };

function factsOf(facts: TDocumentFacts): Fact[] {
  const rows: Array<Fact | undefined> = [
    facts.effectiveDate && {
      label: 'Effective date',
      ...facts.effectiveDate,
      value: formatLongDate(facts.effectiveDate.value),
    },
    facts.initialTerm && {
      label: 'Initial term',
      ...facts.initialTerm,
      value: formatAmount(facts.initialTerm.value),
    },
    facts.expirationDate && {
      label: 'Expiration date',
      ...facts.expirationDate,
      value:
        facts.expirationDate.value === 'perpetual' ? 'Perpetual' : formatLongDate(facts.expirationDate.value),
    },
    facts.renewalTerm && {
      label: 'Renewal term',
      ...facts.renewalTerm,
      value: formatAmount(facts.renewalTerm.value),
    },
    facts.noticePeriod && {
      label: 'Notice period',
      ...facts.noticePeriod,
      value: formatAmount(facts.noticePeriod.value),
    },
  ];
  return rows.filter((row): row is Fact => Boolean(row));
}

/** What the contract's document states, each fact with the sentence it came from, and where it disagrees. */
export function DocumentFacts({ contract }: { contract: TContract }) {
  const titleId = useId();
  if (!contract.documentKey || contract.documentFacts === undefined) return null;
  const facts = contract.documentFacts;
  const rows = facts ? factsOf(facts) : [];
  const disagreements = facts ? documentDisagreements(contract, facts) : [];
  const recognisedPages = contract.documentRecognisedPages ?? [];
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        From the document
      </h2>
      {facts !== null && recognisedPages.length > 0 ? (
        <div className="mt-3">
          <ScanNotice />
        </div>
      ) : null}
      {facts === null ? (
        <p className="mt-3 text-sm text-slate-600">Reading the document…</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">The document states none of the key dates.</p>
      ) : (
        <dl className="mt-3 space-y-3 text-sm">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-slate-500">{row.label}</dt>
              <dd className="font-medium text-slate-900">{row.value}</dd>
              <dd className="mt-0.5 text-xs text-slate-600">
                <FactSource fact={row} recognisedPages={recognisedPages} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {disagreements.length > 0 ? (
        <ul
          className="mt-4 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          aria-label="Differences"
        >
          {disagreements.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
