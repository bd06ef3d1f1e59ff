import { MSG, type TImport, type TImportResult, type TImportSettings } from '@keydate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { LoadingState, Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { DateOrderQuestion } from './date-order-question.tsx';
import { ImportCommit } from './import-commit.tsx';
import { ImportMapping } from './import-mapping.tsx';
import { IMPORT_MSG, IMPORT_MSG_FN } from './import-messages.ts';
import { ImportAlreadyWritten, ImportResultPanel } from './import-result.tsx';
import { rowCounts } from './import-rows.ts';
import { ImportRowsTable } from './import-rows-table.tsx';
import { importQueryKey, updateImport, useImport } from './imports.api.ts';
import { UploadStatus } from './upload-status.tsx';
import type { TUploadState } from './use-register-upload.ts';

interface ImportReviewProps {
  importId: string;
  /** The file the import was read from, while the page still has it: another sheet is read from it. */
  file: File | null;
  uploadState: TUploadState;
  onSheet: (file: File, sheet: string) => void;
  onRestart: () => void;
  /** Arriving from the upload: the step's heading takes focus. */
  focusOnMount: boolean;
}

function SheetChoice({
  data,
  file,
  busy,
  onSheet,
}: {
  data: TImport;
  file: File | null;
  busy: boolean;
  onSheet: (file: File, sheet: string) => void;
}) {
  const id = useId();
  if (data.sheets.length < 2) return null;
  if (!file) {
    return (
      <p className="text-sm text-slate-700">
        {IMPORT_MSG.sheetLabel}: {data.sheet}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {IMPORT_MSG.sheetLabel}
      </label>
      <select
        id={id}
        value={data.sheet ?? ''}
        disabled={busy}
        onChange={(event) => onSheet(file, event.target.value)}
        className={`${inputClass} w-auto`}
      >
        {data.sheets.map((sheet) => (
          <option key={sheet} value={sheet}>
            {sheet}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Step 2: the columns, the date order when the file leaves it open, the rows, and the write. */
export function ImportReview({
  importId,
  file,
  uploadState,
  onSheet,
  onRestart,
  focusOnMount,
}: ImportReviewProps) {
  const queryClient = useQueryClient();
  const query = useImport(importId);
  const [result, setResult] = useState<TImportResult | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const settings = useMutation({
    mutationFn: (next: TImportSettings) => updateImport(importId, next),
    onSuccess: (answer) => queryClient.setQueryData(importQueryKey(importId), answer),
  });

  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!focusOnMount || !loaded || focused.current) return;
    focused.current = true;
    headingRef.current?.focus();
  }, [focusOnMount, loaded]);

  if (result) return <ImportResultPanel result={result} onRestart={onRestart} />;
  if (query.isPending) return <LoadingState label={MSG.loading} />;
  if (query.isError) {
    return (
      <div className="max-w-2xl space-y-4">
        <Alert>{errorMessage(query.error, IMPORT_MSG.loadFailed)}</Alert>
        <Button variant="secondary" onClick={onRestart}>
          {IMPORT_MSG.chooseAnotherFile}
        </Button>
      </div>
    );
  }
  const data = query.data;
  if (data.committed) return <ImportAlreadyWritten onRestart={onRestart} />;

  const counts = rowCounts(data.rows);
  const busy = settings.isPending || uploadState.phase === 'sending';
  return (
    <div className="space-y-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold text-slate-900 focus:outline-none"
            >
              {IMPORT_MSG.reviewTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {IMPORT_MSG_FN.fileAndRows(data.fileName, data.rows.length)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <SheetChoice data={data} file={file} busy={busy} onSheet={onSheet} />
            <Button variant="secondary" onClick={onRestart} disabled={uploadState.phase === 'sending'}>
              {IMPORT_MSG.chooseAnotherFile}
            </Button>
          </div>
        </div>
        <UploadStatus state={uploadState} />
        {data.message ? (
          <DateOrderQuestion
            message={data.message}
            busy={busy}
            onChoose={(dateOrder) => settings.mutate({ dateOrder })}
          />
        ) : null}
        <p role="status" className="text-base font-medium text-slate-900">
          {IMPORT_MSG_FN.summary(counts.ready, data.summary.invalid, data.summary.duplicates)}
        </p>
        {settings.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Spinner size="sm" decorative />
            {IMPORT_MSG.checkingRows}
          </p>
        ) : null}
        {settings.isError ? <Alert>{errorMessage(settings.error, IMPORT_MSG.settingsFailed)}</Alert> : null}
      </section>
      <Card title={IMPORT_MSG.mappingTitle} description={IMPORT_MSG.mappingHint}>
        <ImportMapping
          data={data}
          pending={settings.isPending ? settings.variables.mapping : undefined}
          busy={busy}
          onChange={(mapping) => settings.mutate({ mapping })}
        />
      </Card>
      <Card title={IMPORT_MSG.rowsTitle}>
        <ImportRowsTable data={data} />
      </Card>
      <Card title={IMPORT_MSG.commitTitle}>
        <ImportCommit data={data} onCommitted={setResult} />
      </Card>
    </div>
  );
}
