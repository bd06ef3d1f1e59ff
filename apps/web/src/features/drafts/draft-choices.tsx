import {
  AGREEMENT_TYPE_LABELS,
  AGREEMENT_TYPES,
  CATEGORY_OPTIONS,
  type TAgreementType,
  type TContractCategory,
} from '@keydate/domain';
import { useId } from 'react';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { PropertyPicker } from '../contracts/wizard/property-picker.tsx';
import type { TDirectoryOption } from '../contracts/wizard/wizard-form.ts';
import { DRAFT_MSG } from './draft-messages.ts';
import type { TDraftChoices } from './draft-proposals.ts';

interface DraftChoicesProps {
  value: TDraftChoices;
  properties: TDirectoryOption[];
  onChange: (choices: TDraftChoices) => void;
}

const noop = () => {};

/** What the document cannot give: the agreement type, the property or properties, and the category. */
export function DraftChoices({ value, properties, onChange }: DraftChoicesProps) {
  const groupName = useId();
  // A new type clears the chosen properties, as in the wizard (docs/domain.md, The wizard).
  const chooseType = (agreementType: TAgreementType) =>
    agreementType !== value.agreementType && onChange({ ...value, agreementType, propertyIds: [] });

  return (
    <>
      <fieldset>
        <legend className="block text-sm font-medium text-slate-800">{DRAFT_MSG.agreementTypeLegend}</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {AGREEMENT_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm shadow-sm ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-blue-700"
            >
              <input
                type="radio"
                name={groupName}
                value={type}
                checked={value.agreementType === type}
                onChange={() => chooseType(type)}
                className="h-4 w-4 accent-blue-700"
              />
              {AGREEMENT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <PropertyPicker
        agreementType={value.agreementType}
        options={properties}
        selected={value.propertyIds}
        error={undefined}
        onChoose={(propertyIds) => onChange({ ...value, propertyIds })}
        onLeave={noop}
        focusRef={noop}
      />
      {properties.length === 0 ? <p className="text-sm text-slate-600">{DRAFT_MSG.noProperty}</p> : null}
      <FormField label={DRAFT_MSG.categoryLabel} required>
        {(control) => (
          <select
            {...control}
            value={value.contractType}
            onChange={(event) =>
              onChange({ ...value, contractType: event.target.value as TContractCategory | '' })
            }
            className={inputClass}
          >
            <option value="">{DRAFT_MSG.selectCategory}</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
