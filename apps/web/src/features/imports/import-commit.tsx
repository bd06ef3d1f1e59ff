import type { TImport, TImportCommit, TImportResult } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { invalidateContracts } from '../contracts/contracts.api.ts';
import { propertiesQueryKey } from '../properties/properties.api.ts';
import { vendorsQueryKey } from '../vendors/vendors.api.ts';
import { IMPORT_MSG, IMPORT_MSG_FN } from './import-messages.ts';
import { contractsToWrite } from './import-rows.ts';
import { commitImport, importQueryKey } from './imports.api.ts';

function Choice<T extends string>({
  legend,
  value,
  options,
  disabled,
  onChange,
}: {
  legend: string;
  value: T;
  options: ReadonlyArray<[T, string]>;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map(([option, label]) => (
          <label key={option} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-0.5 h-4 w-4 accent-blue-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-medium text-slate-700">{title}</h4>
      <ul className="mt-1 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The properties and vendors to create, how to write, and the write itself (once). */
export function ImportCommit({
  data,
  onCommitted,
}: {
  data: TImport;
  onCommitted: (result: TImportResult) => void;
}) {
  const queryClient = useQueryClient();
  const newNamesId = useId();
  const [mode, setMode] = useState<TImportCommit['mode']>('all');
  const [createMissing, setCreateMissing] = useState(false);
  const [onDuplicate, setOnDuplicate] = useState<TImportCommit['onDuplicate']>('skip');
  const { newProperties, newVendors, duplicates } = data.summary;
  const count = useMemo(
    () => contractsToWrite(data, { createMissing, onDuplicate }),
    [data, createMissing, onDuplicate],
  );
  // A refusal speaks of the rows as they were: once they are checked again, it no longer applies.
  const [refusedAt, setRefusedAt] = useState<TImport | null>(null);

  const commit = useMutation({
    mutationFn: (choice: TImportCommit) => commitImport(data.id, choice),
    onSuccess: (result) => {
      queryClient.setQueryData<TImport>(importQueryKey(data.id), (current) =>
        current ? { ...current, committed: true } : current,
      );
      void invalidateContracts(queryClient);
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: vendorsQueryKey });
      onCommitted(result);
    },
    onError: () => setRefusedAt(data),
  });
  const writing = commit.isPending;

  return (
    <div className="space-y-6">
      {newProperties.length + newVendors.length > 0 ? (
        <section aria-labelledby={newNamesId} className="space-y-3 rounded-xl bg-slate-50 p-4">
          <div>
            <h3 id={newNamesId} className="text-sm font-semibold text-slate-900">
              {IMPORT_MSG.newNamesTitle}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">{IMPORT_MSG.newNamesHint}</p>
          </div>
          <NameList title={IMPORT_MSG.newProperties} names={newProperties} />
          <NameList title={IMPORT_MSG.newVendors} names={newVendors} />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={createMissing}
              disabled={writing}
              onChange={(event) => setCreateMissing(event.target.checked)}
              className="h-4 w-4 accent-blue-700"
            />
            {IMPORT_MSG.createMissing}
          </label>
        </section>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <Choice
          legend={IMPORT_MSG.modeLegend}
          value={mode}
          disabled={writing}
          onChange={setMode}
          options={[
            ['all', IMPORT_MSG.modeAll],
            ['valid', IMPORT_MSG.modeValid],
          ]}
        />
        {duplicates > 0 ? (
          <Choice
            legend={IMPORT_MSG.duplicatesLegend}
            value={onDuplicate}
            disabled={writing}
            onChange={setOnDuplicate}
            options={[
              ['skip', IMPORT_MSG.skipDuplicates],
              ['update', IMPORT_MSG.updateDuplicates],
            ]}
          />
        ) : null}
      </div>
      {commit.isError && refusedAt === data ? (
        <Alert>{errorMessage(commit.error, IMPORT_MSG.commitFailed)}</Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          size="lg"
          busy={writing}
          disabled={count === 0}
          onClick={() => commit.mutate({ mode, createMissing, onDuplicate })}
        >
          {IMPORT_MSG_FN.importButton(count)}
        </Button>
        <p role="status" className="text-sm font-medium text-slate-700">
          {writing ? IMPORT_MSG.writing : ''}
        </p>
      </div>
    </div>
  );
}
