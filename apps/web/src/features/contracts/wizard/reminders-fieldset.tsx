// The lifecycle step's Reminders: the workspace's schedule (the default) or this contract's own days.
import { MSG, type TReminderMilestone } from '@keydate/domain';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { recheck, useWizardForm } from './wizard-form.ts';

const FIELDS: ReadonlyArray<[TReminderMilestone, string]> = [
  ['notice', MSG.remindersNoticeLabel],
  ['end', MSG.remindersEndLabel],
];

export function RemindersFieldset() {
  const form = useWizardForm();
  const custom = form.watch('reminders.custom');
  const errors = form.formState.errors.reminders;
  const chooseSchedule = (own: boolean) => {
    form.setValue('reminders.custom', own);
    // The typed days are checked only while they are the contract's own.
    recheck(form, 'reminders.notice', 'reminders.end');
  };
  return (
    <fieldset className="border-t border-slate-200 pt-6">
      <legend className="block text-sm font-medium text-slate-800">{MSG.remindersLegend}</legend>
      <p className="mt-1 text-xs text-slate-600">
        Emails go to everyone in the workspace who has reminders switched on.
      </p>
      <div className="mt-3 space-y-2">
        {[false, true].map((own) => (
          <label key={String(own)} className="flex items-center gap-3 text-sm text-slate-900">
            <input
              type="radio"
              name="reminderSchedule"
              checked={custom === own}
              onChange={() => chooseSchedule(own)}
              className="h-4 w-4 accent-blue-700"
            />
            {own ? MSG.remindersCustom : MSG.remindersUseWorkspace}
          </label>
        ))}
      </div>
      {custom ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {FIELDS.map(([milestone, label]) => (
            <FormField
              key={milestone}
              label={label}
              hint="Whole days, separated by commas"
              error={errors?.[milestone]?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`reminders.${milestone}`)}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
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
