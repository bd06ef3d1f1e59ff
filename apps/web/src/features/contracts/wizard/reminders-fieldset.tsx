// The lifecycle step's Reminders: the workspace's schedule (the default) or this contract's own days.
import { MSG, type TReminderMilestone } from '@keydate/domain';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import type { TShownErrors, TUpdateForm, TWizardForm } from './wizard-form.ts';

interface RemindersFieldsetProps {
  values: TWizardForm;
  errors: TShownErrors;
  update: TUpdateForm;
  touch: (field: string) => void;
}

const FIELDS: ReadonlyArray<[TReminderMilestone, string]> = [
  ['notice', MSG.remindersNoticeLabel],
  ['end', MSG.remindersEndLabel],
];

export function RemindersFieldset({ values, errors, update, touch }: RemindersFieldsetProps) {
  const { reminders } = values;
  const choose = (custom: boolean) => update((v) => ({ ...v, reminders: { ...v.reminders, custom } }));
  return (
    <fieldset className="border-t border-slate-200 pt-6">
      <legend className="block text-sm font-medium text-slate-800">{MSG.remindersLegend}</legend>
      <p className="mt-1 text-xs text-slate-600">
        Emails go to everyone in the workspace who has reminders switched on.
      </p>
      <div className="mt-3 space-y-2">
        {[false, true].map((custom) => (
          <label key={String(custom)} className="flex items-center gap-3 text-sm text-slate-900">
            <input
              type="radio"
              name="reminderSchedule"
              checked={reminders.custom === custom}
              onChange={() => choose(custom)}
              className="h-4 w-4 accent-blue-700"
            />
            {custom ? MSG.remindersCustom : MSG.remindersUseWorkspace}
          </label>
        ))}
      </div>
      {reminders.custom ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {FIELDS.map(([milestone, label]) => (
            <FormField
              key={milestone}
              label={label}
              hint="Whole days, separated by commas"
              error={errors[`reminders.${milestone}`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={reminders[milestone]}
                  onChange={(event) =>
                    update((v) => ({ ...v, reminders: { ...v.reminders, [milestone]: event.target.value } }))
                  }
                  onBlur={() => touch(`reminders.${milestone}`)}
                  className={inputClass}
                />
              )}
            </FormField>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
