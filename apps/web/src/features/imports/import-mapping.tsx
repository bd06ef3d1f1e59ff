import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type TImport,
  type TImportField,
  type TImportMapping,
} from '@keydate/domain';
import { useId } from 'react';
import { inputClass } from '../../components/ui/form-field.tsx';
import { IMPORT_MSG } from './import-messages.ts';

/**
 * Each column of the file with the field it holds. A change is sent at once and every row is checked
 * again; meanwhile the column shows the field chosen.
 */
export function ImportMapping({
  data,
  pending,
  busy,
  onChange,
}: {
  data: TImport;
  /** The change on its way, shown until the server's answer replaces it. */
  pending: TImportMapping | undefined;
  busy: boolean;
  onChange: (mapping: TImportMapping) => void;
}) {
  const baseId = useId();
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{IMPORT_MSG.mappingCaption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              {IMPORT_MSG.columnHeader}
            </th>
            <th scope="col" className="px-4 py-3">
              {IMPORT_MSG.fieldHeader}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {data.columns.map((column, index) => {
            const id = `${baseId}-${index}`;
            const field = pending && Object.hasOwn(pending, column) ? pending[column] : data.mapping[column];
            return (
              <tr key={column}>
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  <label htmlFor={id}>{column}</label>
                </th>
                <td className="px-4 py-2">
                  <select
                    id={id}
                    value={field ?? ''}
                    disabled={busy}
                    onChange={(event) =>
                      onChange({ [column]: (event.target.value || null) as TImportField | null })
                    }
                    className={`${inputClass} max-w-xs`}
                  >
                    <option value="">{IMPORT_MSG.notImported}</option>
                    {IMPORT_FIELDS.map((option) => (
                      <option key={option} value={option}>
                        {IMPORT_FIELD_LABELS[option]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
