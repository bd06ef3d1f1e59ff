import type { TRegisterFormat } from '@keydate/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage, saveFile } from '../../lib/api.ts';
import { IMPORT_MSG } from './import-messages.ts';
import { fetchImportTemplate } from './imports.api.ts';
import { UploadStatus } from './upload-status.tsx';
import type { TUploadState } from './use-register-upload.ts';

const linkButtonClass =
  'inline-flex items-center gap-2 rounded text-sm font-semibold text-blue-700 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';

function SampleDownloads() {
  const [fetching, setFetching] = useState<TRegisterFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(format: TRegisterFormat) {
    setFetching(format);
    setFailure(null);
    try {
      saveFile(await fetchImportTemplate(format));
    } catch (error) {
      setFailure(errorMessage(error, IMPORT_MSG.sampleFailed));
    } finally {
      setFetching(null);
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{IMPORT_MSG.sampleIntro}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {(
          [
            ['csv', IMPORT_MSG.sampleCsv],
            ['xlsx', IMPORT_MSG.sampleXlsx],
          ] as const
        ).map(([format, label]) => (
          <li key={format}>
            <button
              type="button"
              className={linkButtonClass}
              disabled={fetching !== null}
              aria-busy={fetching === format || undefined}
              onClick={() => void download(format)}
            >
              {fetching === format ? <Spinner size="sm" decorative /> : null}
              {label}
            </button>
          </li>
        ))}
      </ul>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}

/** Step 1: what an import does, the sample register, and the file chooser. */
export function ImportUpload({
  state,
  onFile,
  focusOnMount,
}: {
  state: TUploadState;
  onFile: (file: File) => void;
  /** Coming back from a review: the step's heading takes focus. */
  focusOnMount: boolean;
}) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sending = state.phase === 'sending';

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-2xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {IMPORT_MSG.chooseTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{IMPORT_MSG.explanation}</p>
      </div>
      <SampleDownloads />
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {IMPORT_MSG.fileLabel}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          disabled={sending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that choosing the same file again (after fixing it) is a change too.
            event.target.value = '';
            if (file) onFile(file);
          }}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-blue-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-blue-800 hover:file:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        />
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {IMPORT_MSG.fileHint}
        </p>
      </div>
      <UploadStatus state={state} />
    </section>
  );
}
