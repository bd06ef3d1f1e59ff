import { CATEGORY_OPTIONS, STATUS_FILTER_OPTIONS, type TProperty, type TVendor } from '@keydate/domain';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { DECISION_MSG } from '../decision.ts';
import { OWNER_ME, OWNER_MSG } from '../owner.ts';
import type { TFilterKey, TListParams } from './use-list-params.ts';

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-1.5`}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const OWNER_OPTIONS = [{ value: OWNER_ME, label: OWNER_MSG.me }];

/** Property, Vendor, Contract Type, Status, Owner and Awaiting decision; an empty choice means "all". */
export function ContractsFilters({
  id,
  filters,
  properties,
  vendors,
  onChange,
}: {
  id: string;
  filters: TListParams['filters'];
  properties: readonly TProperty[];
  vendors: readonly TVendor[];
  onChange: (key: TFilterKey, value: string) => void;
}) {
  const toOption = (record: { _id: string; name: string }) => ({ value: record._id, label: record.name });
  return (
    <fieldset
      id={id}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      <legend className="sr-only">Filters</legend>
      <FilterSelect
        label="Property"
        allLabel="All properties"
        value={filters.propertyId}
        options={properties.map(toOption)}
        onChange={(value) => onChange('propertyId', value)}
      />
      <FilterSelect
        label="Vendor"
        allLabel="All vendors"
        value={filters.vendorId}
        options={vendors.map(toOption)}
        onChange={(value) => onChange('vendorId', value)}
      />
      <FilterSelect
        label="Contract Type"
        allLabel="All types"
        value={filters.contractType}
        options={CATEGORY_OPTIONS}
        onChange={(value) => onChange('contractType', value)}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        label={OWNER_MSG.label}
        allLabel={OWNER_MSG.anyone}
        value={filters.ownerId}
        options={OWNER_OPTIONS}
        onChange={(value) => onChange('ownerId', value)}
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={filters.awaitingDecision === 'true'}
          onChange={(event) => onChange('awaitingDecision', event.target.checked ? 'true' : '')}
          className="h-4 w-4 accent-blue-700"
        />
        {DECISION_MSG.filter}
      </label>
    </fieldset>
  );
}
