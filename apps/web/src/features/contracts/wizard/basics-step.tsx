import {
  AGREEMENT_TYPE_LABELS,
  AGREEMENT_TYPES,
  CATEGORY_OPTIONS,
  LIMITS,
  type TAgreementType,
  type TContractCategory,
  withAgreementType,
} from '@keydate/domain';
import { Link } from 'react-router';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { PropertyPicker } from './property-picker.tsx';
import type { TDirectoryOption, TShownErrors, TUpdateForm, TWizardForm } from './wizard-form.ts';

const AGREEMENT_HINTS: Record<TAgreementType, string> = {
  INDIVIDUAL: 'One property',
  MSA: 'Master service agreement covering several properties',
};

interface BasicsStepProps {
  values: TWizardForm;
  errors: TShownErrors;
  update: TUpdateForm;
  touch: (field: string) => void;
  properties: TDirectoryOption[];
  vendors: TDirectoryOption[];
}

export function BasicsStep({ values, errors, update, touch, properties, vendors }: BasicsStepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Contract Name" required error={errors.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.recordNameMax}
              value={values.name}
              onChange={(event) => update((v) => ({ ...v, name: event.target.value }))}
              onBlur={() => touch('name')}
              className={inputClass}
            />
          )}
        </FormField>
      </div>

      <fieldset className="sm:col-span-2">
        <legend className="block text-sm font-medium text-slate-800">Agreement Type</legend>
        <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
          {AGREEMENT_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-blue-700"
            >
              <input
                type="radio"
                name="agreementType"
                value={type}
                checked={values.agreementType === type}
                onChange={() => update((v) => ({ ...withAgreementType(v, type), file: v.file }))}
                className="mt-0.5 h-4 w-4 accent-blue-700"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">
                  {AGREEMENT_TYPE_LABELS[type]}
                </span>
                <span className="block text-xs text-slate-600">{AGREEMENT_HINTS[type]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="sm:col-span-2">
        <PropertyPicker
          agreementType={values.agreementType}
          options={properties}
          selected={values.propertyIds}
          error={errors.propertyIds}
          onChange={(propertyIds) => update((v) => ({ ...v, propertyIds }))}
          onTouch={() => touch('propertyIds')}
        />
        {properties.length === 0 ? (
          <p className="mt-1.5 text-sm text-slate-600">
            There is no active property yet.{' '}
            <Link to="/app/properties" className="font-medium text-blue-700 underline hover:text-blue-800">
              Add a property
            </Link>{' '}
            first.
          </p>
        ) : null}
      </div>

      <FormField label="Category" required error={errors.contractType}>
        {(control) => (
          <select
            {...control}
            value={values.contractType}
            onChange={(event) => {
              update((v) => ({ ...v, contractType: event.target.value as TContractCategory | '' }));
              touch('contractType');
            }}
            onBlur={() => touch('contractType')}
            className={inputClass}
          >
            <option value="">Select a category</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField label="Start Date" required error={errors.startDate}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.startDate}
            onChange={(event) => update((v) => ({ ...v, startDate: event.target.value }))}
            onBlur={() => touch('startDate')}
            className={inputClass}
          />
        )}
      </FormField>

      <FormField label="Vendor" hint="Optional">
        {(control) => (
          <select
            {...control}
            value={values.vendorId}
            onChange={(event) => update((v) => ({ ...v, vendorId: event.target.value }))}
            className={inputClass}
          >
            <option value="">No vendor</option>
            {vendors.map((option) => (
              <option key={option.id} value={option.id}>
                {option.inactive ? `${option.name} (Inactive)` : option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
