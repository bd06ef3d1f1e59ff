// The workspace's default lead times, typed as days separated by commas (PUT /api/admin/reminders/settings).
import {
  ESCALATION_DAYS_MESSAGE,
  leadDaysText,
  MSG,
  parseLeadDaysText,
  REMINDER_LEAD_DAYS_MAX,
  type TLeadDaysText,
  type TReminderLeadDays,
  type TReminderMilestone,
  type TWorkspaceReminderSettings,
} from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { reminderQueryKeys, updateReminderSettings } from './reminders.api.ts';

const FIELDS: ReadonlyArray<[TReminderMilestone, string]> = [
  ['notice', MSG.remindersNoticeLabel],
  ['end', MSG.remindersEndLabel],
];

const asText = (leadDays: TReminderLeadDays): TLeadDaysText => ({
  notice: leadDaysText(leadDays.notice),
  end: leadDaysText(leadDays.end),
});

const ESCALATION_LABEL = 'Escalate to admins when no renewal decision is recorded';

/** The escalation days as typed: empty sends none (null); a whole number of days up to a year; else invalid. */
function parseEscalationDays(text: string): { ok: true; days: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, days: null };
  const days = Number(trimmed);
  return /^\d+$/.test(trimmed) && days <= REMINDER_LEAD_DAYS_MAX ? { ok: true, days } : { ok: false };
}

export function LeadDaysForm({ settings }: { settings: TWorkspaceReminderSettings }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState<TLeadDaysText>(() => asText(settings));
  const [escalationText, setEscalationText] = useState(String(settings.escalationDays ?? ''));
  const [escalationTouched, setEscalationTouched] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<TReminderMilestone>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<TLeadDaysText>>({});
  const save = useMutation({ mutationFn: updateReminderSettings });

  const parsed = parseLeadDaysText(text);
  const errors: Partial<TLeadDaysText> = parsed.ok ? serverErrors : parsed.errors;
  const shown = (field: TReminderMilestone) => (attempted || touched.has(field) ? errors[field] : undefined);
  const escalation = parseEscalationDays(escalationText);
  const escalationError =
    (attempted || escalationTouched) && !escalation.ok ? ESCALATION_DAYS_MESSAGE : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.ok || !escalation.ok) return;
    try {
      const saved = await save.mutateAsync({ ...parsed.leadDays, escalationDays: escalation.days });
      queryClient.setQueryData(reminderQueryKeys.settings, saved);
      setText(asText(saved));
      setEscalationText(String(saved.escalationDays ?? ''));
      setServerErrors({});
      // Upcoming reminders and contract schedules follow the new lead times.
      void queryClient.invalidateQueries({ queryKey: reminderQueryKeys.health });
      void queryClient.invalidateQueries({ queryKey: ['workspace'] });
      toast.success(MSG.reminderSettingsSaved);
    } catch (error) {
      toast.error(errorMessage(error, MSG.reminderSettingsFailed));
      if (error instanceof ApiError) {
        const { notice, end } = error.errors;
        setServerErrors({ ...(notice ? { notice } : {}), ...(end ? { end } : {}) });
      }
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Default reminder lead times" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([milestone, label]) => (
          <FormField
            key={milestone}
            label={label}
            hint="Whole days, separated by commas"
            error={shown(milestone)}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={text[milestone]}
                onChange={(event) => {
                  setServerErrors({});
                  setText((current) => ({ ...current, [milestone]: event.target.value }));
                }}
                onBlur={() => setTouched((current) => new Set(current).add(milestone))}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
        <FormField
          label={ESCALATION_LABEL}
          hint="Days before the notice date; each admin gets one mail per term. Leave empty to send none"
          error={escalationError}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={escalationText}
              onChange={(event) => setEscalationText(event.target.value)}
              onBlur={() => setEscalationTouched(true)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save reminder settings'}
        </Button>
      </div>
    </form>
  );
}
