// What the document states, offered in the wizard: each value with the sentence it came from and a Use
// button. Nothing in the form changes until the person chooses Use.
import {
  addCalendar,
  durationBetween,
  formatAmount,
  formatLongDate,
  matchParty,
  nameFromTitle,
  noticeDaysBefore,
  type TAmount,
  type TDocumentFacts,
  type TLifecycleDates,
  type TReadingProgress,
  type TRenewal,
} from '@keydate/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TQuotedFact } from '../found-on.ts';
import { FactSource, ScanNotice } from '../scan-notice.tsx';
import type { TDocumentReading } from './use-document-reading.ts';
import { type TDirectoryOption, useWizardForm } from './wizard-form.ts';

interface TOffer {
  label: string;
  value: string;
  /** What the value means for this contract, when that is not plain from the value. */
  note?: string;
  fact: TQuotedFact;
  /** Absent for a fact no field of the wizard holds: it is shown, not offered. */
  use?: { label: string; inUse: boolean; apply: () => void };
}

function OfferList({
  offers,
  label,
  recognisedPages,
}: {
  offers: TOffer[];
  label: string;
  /** The scanned pages: a value read on one says so. */
  recognisedPages: readonly number[];
}) {
  if (offers.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 space-y-2">
      {offers.map((offer) => (
        <li
          key={offer.label}
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
        >
          <div className="min-w-0 flex-1 text-sm">
            <p>
              <span className="text-slate-600">{offer.label}: </span>
              <span className="font-semibold text-slate-900">{offer.value}</span>
              {offer.note ? <span className="text-slate-600"> ({offer.note})</span> : null}
            </p>
            <p className="mt-0.5 text-xs break-words text-slate-600">
              <FactSource fact={offer.fact} recognisedPages={recognisedPages} />
            </p>
          </div>
          {offer.use?.inUse ? (
            <span className="text-xs font-medium text-green-800">In use</span>
          ) : offer.use ? (
            <Button variant="secondary" size="sm" onClick={offer.use.apply} aria-label={offer.use.label}>
              Use
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const DATE_AND_TERM_FACTS = [
  'effectiveDate',
  'agreementDate',
  'expirationDate',
  'initialTerm',
  'renewalTerm',
  'noticePeriod',
] as const;

/** "Reading page 3 of 12": the scanned page whose text is being recognised. */
export const readingPage = ({ page, pageCount }: TReadingProgress) => `Reading page ${page} of ${pageCount}`;

/** How far through the document the reading is, 0–100: the pages before the one being recognised. */
const pagesDone = ({ page, pageCount }: TReadingProgress) =>
  Math.min(100, Math.max(0, Math.round(((page - 1) / pageCount) * 100)));

/** Whether what the document states was recognised, at least in part, in a scan's image. */
export const readInScan = (reading: TDocumentReading) =>
  reading.status === 'read' && reading.recognisedPages.length > 0;

/**
 * On the Document Upload step: how the reading of the chosen file goes, a scan page by page. It never
 * holds up Next. One live region throughout, so each change is announced.
 */
export function ReadingStatus({ reading }: { reading: TDocumentReading }) {
  let text = '';
  if (reading.status === 'reading') text = 'Reading the document…';
  if (reading.status === 'failed') text = `${reading.message} You can still go on and fill in the dates.`;
  if (reading.status === 'read' && !reading.textLayer) {
    text = 'The document has no text to read (it may be a scanned image), so no dates are proposed.';
  }
  if (reading.status === 'read' && reading.textLayer) {
    const found = DATE_AND_TERM_FACTS.filter((name) => reading.facts[name]).length;
    text =
      found === 0
        ? 'The document was read; it states none of the key dates.'
        : `The document was read: ${found} key ${found === 1 ? 'date or term is' : 'dates and terms are'} proposed on the next step.`;
  }
  const progress = reading.status === 'reading' ? reading.progress : undefined;
  return (
    <div role="status" className="space-y-2">
      {progress ? (
        <ProgressBar label={readingPage(progress)} percent={pagesDone(progress)} showPercent={false} />
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {reading.status === 'reading' ? <Spinner size="sm" decorative /> : null}
          {text}
        </p>
      )}
      {readInScan(reading) ? <ScanNotice /> : null}
    </div>
  );
}

/**
 * On the Contract Lifecycle step, above its fields: the start date, name and vendor the document
 * gives (their fields are on the first step). The dates and terms are offered beside their own fields.
 */
export function DocumentOffers({
  reading,
  vendors,
}: {
  reading: TDocumentReading;
  vendors: TDirectoryOption[];
}) {
  const titleId = useId();
  const form = useWizardForm();
  const [startDate, name, vendorId] = form.watch(['startDate', 'name', 'vendorId']);
  if (reading.status === 'none') return null;

  const recognisedPages = reading.status === 'read' ? reading.recognisedPages : [];
  const offers: TOffer[] = [];
  if (reading.status === 'read') {
    const { effectiveDate, agreementDate, title, parties } = reading.facts;
    const start = effectiveDate ?? agreementDate;
    if (start) {
      offers.push({
        label: effectiveDate ? 'Effective date' : 'Dated',
        value: formatLongDate(start.value),
        fact: start,
        use: {
          label: `Use ${formatLongDate(start.value)} as the start date`,
          inUse: startDate === start.value,
          apply: () => form.setValue('startDate', start.value),
        },
      });
    }
    if (title) {
      const proposed = nameFromTitle(title.value);
      offers.push({
        label: 'Title',
        value: proposed,
        fact: title,
        use: {
          label: `Use ${proposed} as the contract name`,
          inUse: name.trim() === proposed,
          apply: () => form.setValue('name', proposed),
        },
      });
    }
    if (parties) {
      const vendor = matchParty(
        parties.value,
        vendors.filter((option) => !option.inactive),
      );
      offers.push(
        vendor
          ? {
              label: 'Vendor among the parties',
              value: vendor.name,
              fact: parties,
              use: {
                label: `Use ${vendor.name} as the vendor`,
                inUse: vendorId === vendor.id,
                apply: () => form.setValue('vendorId', vendor.id),
              },
            }
          : {
              label: 'Parties',
              value: parties.value.join('; '),
              note: 'none of them is one of your vendors',
              fact: parties,
            },
      );
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-xl p-5 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        From the document
      </h3>
      <div className="mt-2">
        {reading.status === 'read' && reading.textLayer ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-600">
              Values read in the document are proposed here and beside their fields. Nothing changes until you
              choose Use.
            </p>
            {readInScan(reading) ? <ScanNotice /> : null}
          </div>
        ) : (
          <ReadingStatus reading={reading} />
        )}
      </div>
      <OfferList offers={offers} label="Proposed start, name and vendor" recognisedPages={recognisedPages} />
    </section>
  );
}

/** Beside the contract duration: the initial term, and the end date as a duration from the start. */
export function DurationOffers({
  facts,
  dates,
  recognisedPages,
}: {
  facts: TDocumentFacts;
  dates: TLifecycleDates;
  recognisedPages: readonly number[];
}) {
  const form = useWizardForm();
  const setDuration = ({ value, unit }: TAmount) => {
    form.setValue('lifecycle.duration.value', value);
    form.setValue('lifecycle.duration.unit', unit);
  };

  const offers: TOffer[] = [];
  const { initialTerm, expirationDate } = facts;
  if (initialTerm) {
    const term = initialTerm.value;
    offers.push({
      label: 'Initial term',
      value: formatAmount(term),
      fact: initialTerm,
      use: {
        label: `Use ${formatAmount(term)} as the contract duration`,
        inUse: addCalendar(dates.startDate, term.value, term.unit) === dates.endDate,
        apply: () => setDuration(term),
      },
    });
  }
  if (expirationDate?.value === 'perpetual') {
    offers.push({ label: 'Ends', value: 'never', note: 'it runs until it is ended', fact: expirationDate });
  } else if (expirationDate) {
    const end = expirationDate.value;
    const duration = durationBetween(dates.startDate, end);
    offers.push({
      label: 'Ends on',
      value: formatLongDate(end),
      note: duration ? `${formatAmount(duration)} from the start date` : 'not after the start date',
      fact: expirationDate,
      ...(duration
        ? {
            use: {
              label: `Use ${formatAmount(duration)} as the contract duration, to end on ${formatLongDate(end)}`,
              inUse: end === dates.endDate,
              apply: () => setDuration(duration),
            },
          }
        : {}),
    });
  }
  return (
    <OfferList
      offers={offers}
      label="Duration proposed from the document"
      recognisedPages={recognisedPages}
    />
  );
}

/** Beside the notice input: the notice period, counted in days before this contract's end. */
export function NoticeOffer(props: {
  facts: TDocumentFacts;
  dates: TLifecycleDates;
  recognisedPages: readonly number[];
  onUse: (days: number) => void;
}) {
  const { facts, dates, recognisedPages, onUse } = props;
  const { noticePeriod } = facts;
  if (!noticePeriod) return null;
  const notice = noticePeriod.value;
  const days = noticeDaysBefore(dates.endDate, notice);
  const offer: TOffer = {
    label: 'Notice period',
    value: formatAmount(notice),
    fact: noticePeriod,
    use: {
      label: `Use ${days} days as the non-renewal notice`,
      inUse: dates.nonRenewalNoticeDate === addCalendar(dates.endDate, -notice.value, notice.unit),
      apply: () => onUse(days),
    },
  };
  if (notice.unit !== 'DAYS') offer.note = `${days} days before this contract ends`;
  return (
    <OfferList offers={[offer]} label="Notice proposed from the document" recognisedPages={recognisedPages} />
  );
}

const sameAmount = (a: TAmount, b: TAmount) => a.value === b.value && a.unit === b.unit;

/** Beside the renewal control: the renewal term the document states, used as this contract's. */
export function RenewalOffer(props: {
  facts: TDocumentFacts;
  renewal: TRenewal;
  recognisedPages: readonly number[];
  onUse: (term: TAmount) => void;
}) {
  const { facts, renewal, recognisedPages, onUse } = props;
  const { renewalTerm } = facts;
  if (!renewalTerm) return null;
  const term = renewalTerm.value;
  const offer: TOffer = {
    label: 'Renews for',
    value: formatAmount(term),
    note: 'at a time, unless notice is given',
    fact: renewalTerm,
    use: {
      label: `Use ${formatAmount(term)} as the renewal term`,
      inUse: renewal.type === 'automatic' && sameAmount(renewal.term, term),
      apply: () => onUse({ ...term }),
    },
  };
  return (
    <OfferList
      offers={[offer]}
      label="Renewal proposed from the document"
      recognisedPages={recognisedPages}
    />
  );
}
