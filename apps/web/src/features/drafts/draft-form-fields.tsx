import { DURATION_UNIT_OPTIONS, LIMITS, type TDurationUnit } from '@keydate/domain';
import type { Ref } from 'react';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import type { TDirectoryOption } from '../contracts/wizard/wizard-form.ts';
import { DraftChoices } from './draft-choices.tsx';
import { DRAFT_MSG } from './draft-messages.ts';
import type { TDraftForm } from './draft-proposals.ts';

interface DraftFormFieldsProps {
  form: TDraftForm;
  properties: TDirectoryOption[];
  vendors: TDirectoryOption[];
  onChange: (patch: Partial<TDraftForm>) => void;
  /** The first field, which the Edit shortcut focuses. */
  firstFieldRef: Ref<HTMLInputElement>;
}

/** The contract a draft becomes: the document's proposals, filled in, and what only the person knows. */
export function DraftFormFields({
  form,
  properties,
  vendors,
  onChange,
  firstFieldRef,
}: DraftFormFieldsProps) {
  return (
    <div className="grid gap-5">
      <FormField label={DRAFT_MSG.nameLabel} required>
        {(control) => (
          <input
            {...control}
            ref={firstFieldRef}
            type="text"
            autoComplete="off"
            maxLength={LIMITS.recordNameMax}
            value={form.name}
            onChange={(event) => onChange({ name: event.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <DraftChoices
        value={form}
        properties={properties}
        onChange={({ agreementType, propertyIds, contractType }) =>
          onChange({ agreementType, propertyIds, contractType })
        }
      />
      <FormField label={DRAFT_MSG.startDateLabel} required>
        {(control) => (
          <input
            {...control}
            type="date"
            value={form.startDate}
            onChange={(event) => onChange({ startDate: event.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={DRAFT_MSG.vendorLabel} hint="Optional">
        {(control) => (
          <select
            {...control}
            value={form.vendorId}
            onChange={(event) => onChange({ vendorId: event.target.value })}
            className={inputClass}
          >
            <option value="">{DRAFT_MSG.noVendor}</option>
            {vendors.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AmountField
        label={DRAFT_MSG.durationLabel}
        unitLabel={DRAFT_MSG.durationUnitLabel}
        min={1}
        value={form.durationValue}
        unit={form.durationUnit}
        onChange={(durationValue, durationUnit) => onChange({ durationValue, durationUnit })}
      />
      <AmountField
        label={DRAFT_MSG.noticeLabel}
        unitLabel={DRAFT_MSG.noticeUnitLabel}
        min={0}
        value={form.noticeValue}
        unit={form.noticeUnit}
        onChange={(noticeValue, noticeUnit) => onChange({ noticeValue, noticeUnit })}
      />
    </div>
  );
}

interface AmountFieldProps {
  label: string;
  unitLabel: string;
  min: number;
  value: string;
  unit: TDurationUnit;
  onChange: (value: string, unit: TDurationUnit) => void;
}

function AmountField({ label, unitLabel, min, value, unit, onChange }: AmountFieldProps) {
  return (
    <FormField label={label} required>
      {(control) => (
        <div className="flex gap-2">
          <div className="w-28 shrink-0">
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={min}
              step={1}
              value={value}
              onChange={(event) => onChange(event.target.value, unit)}
              className={inputClass}
            />
          </div>
          <div className="min-w-0 flex-1">
            <select
              aria-label={unitLabel}
              value={unit}
              onChange={(event) => onChange(value, event.target.value as TDurationUnit)}
              className={inputClass}
            >
              {DURATION_UNIT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </FormField>
  );
}
