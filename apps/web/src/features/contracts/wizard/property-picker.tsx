import type { TAgreementType } from '@keydate/domain';
import { type FocusEvent, useEffect, useId, useRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { RequiredMark } from './required-mark.tsx';
import type { TDirectoryOption } from './wizard-form.ts';

interface PropertyPickerProps {
  agreementType: TAgreementType;
  options: TDirectoryOption[];
  selected: string[];
  error: string | undefined;
  /** A choice, which also counts as touching the field. */
  onChoose: (ids: string[]) => void;
  /** Focus left the field. */
  onLeave: () => void;
  /** The control that takes focus when the field needs attention. */
  focusRef: (element: HTMLElement | null) => void;
}

/** One property for an individual agreement; a checklist with Select All for an MSA. */
export function PropertyPicker(props: PropertyPickerProps) {
  return props.agreementType === 'MSA' ? <PropertyChecklist {...props} /> : <PropertySelect {...props} />;
}

function PropertySelect({ options, selected, error, onChoose, onLeave, focusRef }: PropertyPickerProps) {
  return (
    <FormField label="Property" required error={error}>
      {(control) => (
        <select
          {...control}
          ref={focusRef}
          value={selected[0] ?? ''}
          onChange={(event) => onChoose(event.target.value ? [event.target.value] : [])}
          onBlur={onLeave}
          className={inputClass}
        >
          <option value="">Select a property</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.inactive ? `${option.name} (Inactive)` : option.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function PropertyChecklist({ options, selected, error, onChoose, onLeave, focusRef }: PropertyPickerProps) {
  const errorId = useId();
  const selectAllRef = useRef<HTMLInputElement>(null);
  const chosen = new Set(selected);
  const activeIds = options.filter((option) => !option.inactive).map((option) => option.id);
  const allChosen = activeIds.length > 0 && activeIds.every((id) => chosen.has(id));
  const someChosen = selected.length > 0 && !allChosen;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someChosen;
  }, [someChosen]);

  const toggle = (id: string, on: boolean) =>
    onChoose(on ? [...selected, id] : selected.filter((current) => current !== id));
  // Select All takes every active property and keeps an inactive one that was already chosen.
  const toggleAll = (on: boolean) => onChoose(on ? [...new Set([...activeIds, ...selected])] : []);
  // Leaving the whole group (not moving between its boxes) counts as touching it.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} onBlur={onBlur}>
      <legend className="block text-sm font-medium text-slate-800">
        Properties
        <RequiredMark />
      </legend>
      <div
        className={`mt-1.5 rounded-lg bg-white shadow-sm ring-1 ring-inset ${error ? 'ring-red-600' : 'ring-slate-300'}`}
      >
        <label className="flex items-center gap-3 border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-900">
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={allChosen}
            disabled={activeIds.length === 0}
            onChange={(event) => toggleAll(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300 accent-blue-700"
          />
          Select All
        </label>
        <ul className="max-h-48 overflow-y-auto py-1">
          {options.map((option, index) => (
            <li key={option.id}>
              <label className="flex items-center gap-3 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  ref={index === 0 ? focusRef : undefined}
                  type="checkbox"
                  checked={chosen.has(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                  className="h-4 w-4 rounded border-slate-300 accent-blue-700"
                />
                <span>{option.name}</span>
                {option.inactive ? <Badge>Inactive</Badge> : null}
              </label>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-1.5 text-xs text-slate-600" aria-live="polite">
        {selected.length === 1 ? '1 property selected' : `${selected.length} properties selected`}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
