import {
  DURATION_UNIT_OPTIONS,
  durationInputValue,
  importantDates,
  LIFECYCLE_INPUT_LABELS,
  type TDurationUnit,
  type TLifecyclePart,
  triggerInputValue,
} from '@keydate/domain';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { ImportantDates } from './important-dates.tsx';
import { RemindersFieldset } from './reminders-fieldset.tsx';
import { WholeNumberInput } from './whole-number-input.tsx';
import type { TShownErrors, TUpdateForm, TWizardForm } from './wizard-form.ts';

type PartName = 'nonRenewalNotice' | 'evaluationPeriod';

const narrowInput = `${inputClass} w-24! inline-block text-center`;

interface LifecycleStepProps {
  values: TWizardForm;
  errors: TShownErrors;
  update: TUpdateForm;
  touch: (field: string) => void;
}

export function LifecycleStep({ values, errors, update, touch }: LifecycleStepProps) {
  const durationId = useId();
  const unitId = useId();
  const { lifecycle } = values;
  const dates = importantDates(values);

  // Triggers are whole days counted back (DOMAIN.md, Lifecycle); typing one makes it so.
  const setTrigger = (part: PartName, value: number) =>
    update((v) => {
      const current: TLifecyclePart = v.lifecycle[part];
      const { date: _picked, ...rest } = current;
      return {
        ...v,
        lifecycle: {
          ...v.lifecycle,
          [part]: { ...rest, triggerType: 'BEFORE_END', triggerValue: { value, unit: 'DAYS' } },
        },
      };
    });

  return (
    <div className="space-y-6">
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
            onValueChange={(value) =>
              update((v) => ({
                ...v,
                lifecycle: { ...v.lifecycle, duration: { ...v.lifecycle.duration, value } },
              }))
            }
            className={narrowInput}
          />
          <label htmlFor={unitId} className="sr-only">
            Duration unit
          </label>
          <select
            id={unitId}
            value={lifecycle.duration.unit}
            onChange={(event) =>
              update((v) => ({
                ...v,
                lifecycle: {
                  ...v.lifecycle,
                  duration: { ...v.lifecycle.duration, unit: event.target.value as TDurationUnit },
                },
              }))
            }
            className={`${inputClass} w-36!`}
          >
            {DURATION_UNIT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <TriggerSentence
        words={LIFECYCLE_INPUT_LABELS.notice}
        value={lifecycle.nonRenewalNotice.triggerValue.value}
        onChange={(value) => setTrigger('nonRenewalNotice', value)}
      />
      <TriggerSentence
        words={LIFECYCLE_INPUT_LABELS.evaluation}
        value={lifecycle.evaluationPeriod.triggerValue.value}
        onChange={(value) => setTrigger('evaluationPeriod', value)}
      />

      {dates ? <ImportantDates dates={dates} /> : null}

      <RemindersFieldset values={values} errors={errors} update={update} touch={touch} />
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
