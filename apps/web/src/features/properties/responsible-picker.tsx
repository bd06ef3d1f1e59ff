import type { TMember } from '@keydate/domain';
import { useId } from 'react';

export const RESPONSIBLE_MSG = {
  legend: 'Responsible people',
  hint: "They receive the reminders of this property's contracts.",
  loading: 'Loading people...',
  loadFailed: 'The people of this workspace could not be loaded.',
  none: 'No people in this workspace yet.',
} as const;

/** The 'Responsible people' checklist of the property form: members of the workspace, by name. */
export function ResponsiblePicker({
  members,
  loading,
  failed,
  selected,
  error,
  onChange,
}: {
  members: TMember[];
  loading: boolean;
  failed: boolean;
  selected: string[];
  error?: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const hintId = useId();
  const errorId = useId();
  const chosen = new Set(selected);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((current) => current !== id));

  let body = (
    <ul className="max-h-48 overflow-y-auto py-1">
      {members.map((member) => (
        <li key={member._id}>
          <label className="flex items-center gap-3 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
            <input
              type="checkbox"
              checked={chosen.has(member._id)}
              onChange={(event) => toggle(member._id, event.target.checked)}
              className="h-4 w-4 rounded border-slate-300 accent-blue-700"
            />
            <span>{member.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
  if (loading) body = <p className="px-3 py-2 text-sm text-slate-600">{RESPONSIBLE_MSG.loading}</p>;
  else if (failed) body = <p className="px-3 py-2 text-sm text-red-700">{RESPONSIBLE_MSG.loadFailed}</p>;
  else if (members.length === 0)
    body = <p className="px-3 py-2 text-sm text-slate-600">{RESPONSIBLE_MSG.none}</p>;

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="block text-sm font-medium text-slate-800">{RESPONSIBLE_MSG.legend}</legend>
      <div
        className={`mt-1.5 rounded-lg bg-white shadow-sm ring-1 ring-inset ${error ? 'ring-red-600' : 'ring-slate-300'}`}
      >
        {body}
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-600">
        {RESPONSIBLE_MSG.hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
