import {
  AGREEMENT_TYPE_LABELS,
  formatAmount,
  formatShortDate,
  importantDates,
  LIFECYCLE_INPUT_LABELS,
  leadDaysText,
  MSG,
  parseCalendarDate,
  reminderFormToLeadDays,
  renewalSummary,
  type TReminderFormValues,
  type TWizardStep,
  WIZARD_STEP_TITLES,
} from '@keydate/domain';
import type { ReactNode } from 'react';
import { OWNER_MSG, type TOwnerOption } from '../owner.ts';
import { ImportantDates } from './important-dates.tsx';
import { type TDirectoryOption, useWizardForm } from './wizard-form.ts';

interface ReviewStepProps {
  properties: TDirectoryOption[];
  vendors: TDirectoryOption[];
  owners: TOwnerOption[];
  onEdit: (step: TWizardStep) => void;
}

const nameOf = (options: TDirectoryOption[], id: string, unknown: string) => {
  const option = options.find((candidate) => candidate.id === id);
  if (!option) return unknown;
  return option.inactive ? `${option.name} (Inactive)` : option.name;
};

export function ReviewStep({ properties, vendors, owners, onEdit }: ReviewStepProps) {
  const values = useWizardForm().watch();
  const { lifecycle } = values;
  const dates = importantDates(values);
  const document = values.file?.name ?? values.existingFile?.name ?? '';
  const propertyNames = values.propertyIds.map((id) => nameOf(properties, id, MSG.unknownProperty));
  const owner = owners.find((option) => option.id === values.ownerId)?.label ?? OWNER_MSG.none;
  return (
    <div className="space-y-6">
      <Group title={WIZARD_STEP_TITLES.basics} onEdit={() => onEdit('basics')}>
        <Item label="Contract Name">{values.name.trim()}</Item>
        <Item label="Agreement Type">{AGREEMENT_TYPE_LABELS[values.agreementType]}</Item>
        <Item label={values.agreementType === 'MSA' ? 'Properties' : 'Property'}>
          {propertyNames.length > 1 ? (
            <ul className="list-inside list-disc">
              {propertyNames.map((name, index) => (
                <li key={values.propertyIds[index]}>{name}</li>
              ))}
            </ul>
          ) : (
            propertyNames[0]
          )}
        </Item>
        <Item label="Category">{values.contractType}</Item>
        <Item label="Vendor">
          {values.vendorId ? nameOf(vendors, values.vendorId, MSG.noVendor) : MSG.noVendor}
        </Item>
        <Item label="Start Date">{formatShortDate(parseCalendarDate(values.startDate))}</Item>
        <Item label={OWNER_MSG.label}>{owner}</Item>
      </Group>
      <Group title={WIZARD_STEP_TITLES.document} onEdit={() => onEdit('document')}>
        <Item label="Document">{document}</Item>
      </Group>
      <Group title={WIZARD_STEP_TITLES.lifecycle} onEdit={() => onEdit('lifecycle')}>
        <Item label={LIFECYCLE_INPUT_LABELS.duration}>{formatAmount(lifecycle.duration)}</Item>
        <Item label="Renewal">{renewalSummary(lifecycle.renewal)}</Item>
        <Item label="Non-renewal notice">
          {`${LIFECYCLE_INPUT_LABELS.notice.before} ${lifecycle.nonRenewalNotice.triggerValue.value} ${LIFECYCLE_INPUT_LABELS.notice.after}`}
        </Item>
        <Item label="Evaluation">
          {`${LIFECYCLE_INPUT_LABELS.evaluation.before} ${lifecycle.evaluationPeriod.triggerValue.value} ${LIFECYCLE_INPUT_LABELS.evaluation.after}`}
        </Item>
        <Item label={MSG.remindersLegend}>
          <RemindersSummary reminders={values.reminders} />
        </Item>
      </Group>
      {dates ? <ImportantDates dates={dates} renewal={lifecycle.renewal} /> : null}
    </div>
  );
}

const daysList = (days: number[]) => (days.length > 0 ? `${leadDaysText(days)} days` : 'None');

function RemindersSummary({ reminders }: { reminders: TReminderFormValues }) {
  const own = reminderFormToLeadDays(reminders);
  if (!own) return <>{MSG.remindersUseWorkspace}</>;
  return (
    <ul>
      <li>{`${MSG.remindersNoticeLabel}: ${daysList(own.notice)}`}</li>
      <li>{`${MSG.remindersEndLabel}: ${daysList(own.end)}`}</li>
    </ul>
  );
}

function Group({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section className="rounded-xl ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          className="rounded text-sm font-medium text-blue-700 underline hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Edit<span className="sr-only"> {title}</span>
        </button>
      </div>
      <dl className="grid gap-4 px-5 py-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 break-words">{children}</dd>
    </div>
  );
}
