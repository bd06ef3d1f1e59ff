import {
  IMPORT_FIELD_LABELS,
  type TImport,
  type TImportField,
  type TImportRow,
  type TImportValues,
} from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { IMPORT_MSG, IMPORT_MSG_FN } from './import-messages.ts';
import { correctImportRow, importQueryKey } from './imports.api.ts';

interface RowFixProps {
  id: string;
  importId: string;
  row: TImportRow;
  fields: readonly TImportField[];
  /** The row as the server checked it again. */
  onChecked: (row: TImportRow) => void;
  onCancel: () => void;
}

/**
 * A row's cells to correct in place, prefilled with what it holds. Only the cells changed are sent, so a
 * later change of the columns still reads the others from the file.
 */
export function RowFix({ id, importId, row, fields, onChecked, onCancel }: RowFixProps) {
  const queryClient = useQueryClient();
  const baseId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field, row.values[field] ?? ''])),
  );

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  const check = useMutation({
    mutationFn: (changed: TImportValues) => correctImportRow(importId, row.row, changed),
    onSuccess: (checked) => {
      queryClient.setQueryData<TImport>(importQueryKey(importId), (data) =>
        data
          ? {
              ...data,
              rows: data.rows.map((candidate) => (candidate.row === checked.row ? checked : candidate)),
            }
          : data,
      );
      // The summary and the names not in Keydate yet depend on every row.
      void queryClient.invalidateQueries({ queryKey: importQueryKey(importId) });
      onChecked(checked);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const changed: TImportValues = {};
    for (const field of fields) {
      if ((values[field] ?? '') !== (row.values[field] ?? '')) changed[field] = values[field] ?? '';
    }
    check.mutate(changed);
  }

  const errorsOf = (field: TImportField | null) => row.errors.filter((error) => error.field === field);
  const general = errorsOf(null);

  return (
    <form
      id={id}
      aria-label={IMPORT_MSG_FN.fixRowForm(row.row)}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      className="space-y-4 bg-slate-50 p-4"
    >
      {general.length > 0 ? (
        <ul className="space-y-1 text-sm text-red-700">
          {general.map((error) => (
            <li key={error.message}>{error.message}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((field, index) => {
          const inputId = `${baseId}-${field}`;
          const problems = errorsOf(field);
          return (
            <div key={field}>
              <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
                {IMPORT_FIELD_LABELS[field]}
              </label>
              <input
                id={inputId}
                ref={index === 0 ? firstRef : undefined}
                type="text"
                value={values[field] ?? ''}
                maxLength={2000}
                aria-invalid={problems.length > 0 || undefined}
                aria-describedby={problems.length > 0 ? `${inputId}-error` : undefined}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                className={`${inputClass} mt-1.5`}
              />
              {problems.length > 0 ? (
                <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
                  {problems.map((error) => error.message).join(' ')}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {check.isError ? <Alert>{errorMessage(check.error, IMPORT_MSG.fixFailed)}</Alert> : null}
      <div className="flex gap-3">
        <Button type="submit" size="sm" busy={check.isPending}>
          {IMPORT_MSG.checkAgain}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={check.isPending}>
          {IMPORT_MSG.cancel}
        </Button>
      </div>
    </form>
  );
}
