import {
  AGREEMENT_TYPE_LABELS,
  AGREEMENT_TYPES,
  CATEGORY_OPTIONS,
  LIMITS,
  type TAgreementType,
  type TContractCategory,
  withAgreementType,
} from '@keydate/domain';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { OWNER_MSG, type TOwnerOption } from '../owner.ts';
import { PropertyPicker } from './property-picker.tsx';
import { choose, recheck, type TDirectoryOption, useWizardForm } from './wizard-form.ts';

const AGREEMENT_HINTS: Record<TAgreementType, string> = {
  INDIVIDUAL: 'One property',
  MSA: 'Master service agreement covering several properties',
};

interface BasicsStepProps {
  properties: TDirectoryOption[];
  vendors: TDirectoryOption[];
  owners: TOwnerOption[];
  /** Offer 'No owner': the form started without one (an edited contract whose owner has left). */
  ownerOptional: boolean;
}

export function BasicsStep({ properties, vendors, owners, ownerOptional }: BasicsStepProps) {
  const form = useWizardForm();
  const { errors } = form.formState;
  const agreementType = form.watch('agreementType');
  // Selects and the property picker are controlled: their value is the form's, whatever the DOM holds.
  const { field: property } = useController({ name: 'propertyIds', control: form.control });
  const { field: category } = useController({ name: 'contractType', control: form.control });
  const { field: vendor } = useController({ name: 'vendorId', control: form.control });
  const { field: owner } = useController({ name: 'ownerId', control: form.control });

  const chooseType = (type: TAgreementType) => {
    // A new type clears the chosen properties (docs/domain.md, The wizard); a shown message follows it.
    const switched = withAgreementType(form.getValues(), type);
    form.setValue('agreementType', switched.agreementType);
    form.setValue('propertyIds', switched.propertyIds);
    recheck(form, 'propertyIds');
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Contract Name" required error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('name')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.recordNameMax}
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
                checked={agreementType === type}
                onChange={() => chooseType(type)}
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
          agreementType={agreementType}
          options={properties}
          selected={property.value}
          error={errors.propertyIds?.message}
          onChoose={(ids) => choose(form, 'propertyIds', ids)}
          onLeave={property.onBlur}
          focusRef={property.ref}
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

      <FormField label="Category" required error={errors.contractType?.message}>
        {(control) => (
          <select
            {...control}
            {...category}
            onChange={(event) => choose(form, 'contractType', event.target.value as TContractCategory | '')}
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

      <FormField label="Start Date" required error={errors.startDate?.message}>
        {(control) => (
          <input {...control} {...form.register('startDate')} type="date" className={inputClass} />
        )}
      </FormField>

      <FormField label="Vendor" hint="Optional">
        {(control) => (
          <select {...control} {...vendor} className={inputClass}>
            <option value="">No vendor</option>
            {vendors.map((option) => (
              <option key={option.id} value={option.id}>
                {option.inactive ? `${option.name} (Inactive)` : option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField label={OWNER_MSG.label} hint={OWNER_MSG.hint}>
        {(control) => (
          <select {...control} {...owner} className={inputClass}>
            {ownerOptional ? <option value="">{OWNER_MSG.none}</option> : null}
            {owners.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
