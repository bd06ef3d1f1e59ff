import {
  DURATION_UNIT_OPTIONS,
  durationInputValue,
  importantDates,
  LIFECYCLE_INPUT_LABELS,
  type TAmount,
  type TDurationUnit,
  type TLifecyclePart,
  type TRenewal,
  triggerInputValue,
} from '@keydate/domain';
import { type ReactNode, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { DocumentOffers, DurationOffers, NoticeOffer, RenewalOffer } from './document-offers.tsx';
import { ImportantDates } from './important-dates.tsx';
import { RemindersFieldset } from './reminders-fieldset.tsx';
import type { TDocumentReading } from './use-document-reading.ts';
import { WholeNumberInput } from './whole-number-input.tsx';
import { type TDirectoryOption, useWizardForm } from './wizard-form.ts';

type PartName = 'nonRenewalNotice' | 'evaluationPeriod';

const narrowInput = `${inputClass} w-24! inline-block text-center`;

interface LifecycleStepProps {
  reading: TDocumentReading;
  /** The vendors on offer, to find one among the document's parties. */
  vendors: TDirectoryOption[];
}

export function LifecycleStep({ reading, vendors }: LifecycleStepProps) {
  const durationId = useId();
  const unitId = useId();
  const { setValue, watch, control } = useWizardForm();
  const [startDate, lifecycle] = watch(['startDate', 'lifecycle']);
  const { field: unit } = useController({ name: 'lifecycle.duration.unit', control });
  const dates = importantDates({ startDate, lifecycle });
  const facts = reading.status === 'read' ? reading.facts : {};
  const recognisedPages = reading.status === 'read' ? reading.recognisedPages : [];

  // Triggers are whole days counted back (docs/domain.md, Lifecycle); typing one makes it so.
  const setTrigger = (part: PartName, value: number) => {
    const { date: _picked, ...rest }: TLifecyclePart = lifecycle[part];
    setValue(`lifecycle.${part}`, {
      ...rest,
      triggerType: 'BEFORE_END',
      triggerValue: { value, unit: 'DAYS' },
    });
  };

  return (
    <div className="space-y-6">
      <DocumentOffers reading={reading} vendors={vendors} />

      <div>
        <label htmlFor={durationId} className="block text-sm font-medium text-slate-800">
          {LIFECYCLE_INPUT_LABELS.duration}
        </label>
        <div className="mt-1.5 flex gap-3">
          <WholeNumberInput
            id={durationId}
            min={1}
            value={lifecycle.duration.value}
            read={durationInputValue}
            onValueChange={(value) => setValue('lifecycle.duration.value', value)}
            className={narrowInput}
          />
          <label htmlFor={unitId} className="sr-only">
            Duration unit
          </label>
          <select id={unitId} {...unit} className={`${inputClass} w-36!`}>
            {DURATION_UNIT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {dates ? <DurationOffers facts={facts} dates={dates} recognisedPages={recognisedPages} /> : null}
      </div>

      <RenewalControl
        renewal={lifecycle.renewal}
        duration={lifecycle.duration}
        onChange={(renewal) => setValue('lifecycle.renewal', renewal)}
      >
        <RenewalOffer
          facts={facts}
          renewal={lifecycle.renewal}
          recognisedPages={recognisedPages}
          onUse={(term) => setValue('lifecycle.renewal', { type: 'automatic', term })}
        />
      </RenewalControl>

      <div>
        <TriggerSentence
          words={LIFECYCLE_INPUT_LABELS.notice}
          value={lifecycle.nonRenewalNotice.triggerValue.value}
          onChange={(value) => setTrigger('nonRenewalNotice', value)}
        />
        {dates ? (
          <NoticeOffer
            facts={facts}
            dates={dates}
            recognisedPages={recognisedPages}
            onUse={(days) => setTrigger('nonRenewalNotice', days)}
          />
        ) : null}
      </div>
      <TriggerSentence
        words={LIFECYCLE_INPUT_LABELS.evaluation}
        value={lifecycle.evaluationPeriod.triggerValue.value}
        onChange={(value) => setTrigger('evaluationPeriod', value)}
      />

      {dates ? <ImportantDates dates={dates} renewal={lifecycle.renewal} /> : null}

      <RemindersFieldset />
    </div>
  );
}

/** "Non-renewal notice due [90] days before the contract ends": the input sits inside its own label. */
function TriggerSentence({
  words,
  value,
  onChange,
}: {
  words: { before: string; after: string };
  value: number;
  onChange: (value: number) => void;
}) {
  const inputId = useId();
  return (
    <label htmlFor={inputId} className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
      <span>{words.before}</span>
      <WholeNumberInput
        id={inputId}
        min={0}
        value={value}
        read={triggerInputValue}
        onValueChange={onChange}
        className={narrowInput}
      />
      <span>{words.after}</span>
    </label>
  );
}

/**
 * "Renews automatically unless notice is given", and when it does, "For renewal terms of [1] [Years]".
 * Checking the box brings back the term last chosen here, else the contract duration.
 */
function RenewalControl({
  renewal,
  duration,
  onChange,
  children,
}: {
  renewal: TRenewal;
  duration: TAmount;
  onChange: (renewal: TRenewal) => void;
  /** The document's renewal term, offered beside the control. */
  children?: ReactNode;
}) {
  const termId = useId();
  const unitId = useId();
  // Unchecking keeps the term, so checking again brings it back.
  const [lastTerm, setLastTerm] = useState<TAmount | null>(null);
  const setTerm = (term: TAmount) => onChange({ type: 'automatic', term });
  return (
    <div>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={renewal.type === 'automatic'}
          onChange={(event) => {
            if (renewal.type === 'automatic') setLastTerm(renewal.term);
            onChange(
              event.target.checked
                ? { type: 'automatic', term: { ...(lastTerm ?? duration) } }
                : { type: 'none' },
            );
          }}
          className="h-4 w-4 accent-blue-700"
        />
        Renews automatically unless notice is given
      </label>
      {renewal.type === 'automatic' ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 pl-7 text-sm text-slate-800">
          <span>For renewal terms of</span>
          <label htmlFor={termId} className="sr-only">
            Renewal term
          </label>
          <WholeNumberInput
            id={termId}
            min={1}
            value={renewal.term.value}
            read={durationInputValue}
            onValueChange={(value) => setTerm({ ...renewal.term, value })}
            className={narrowInput}
          />
          <label htmlFor={unitId} className="sr-only">
            Renewal term unit
          </label>
          <select
            id={unitId}
            value={renewal.term.unit}
            onChange={(event) => setTerm({ ...renewal.term, unit: event.target.value as TDurationUnit })}
            className={`${inputClass} w-36!`}
          >
            {DURATION_UNIT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {children}
    </div>
  );
}
