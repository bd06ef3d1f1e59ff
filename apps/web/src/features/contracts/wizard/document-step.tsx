import { FILE_INPUT_ACCEPT, MSG, type TExistingFile } from '@keydate/domain';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ReadingStatus } from './document-offers.tsx';
import { DuplicateNotice } from './duplicate-notice.tsx';
import { RequiredMark } from './required-mark.tsx';
import type { TDocumentReading } from './use-document-reading.ts';
import { choose, fileSizeText, recheck, useWizardForm } from './wizard-form.ts';

interface DocumentStepProps {
  /** The edited contract's document, so a removal can be undone. */
  originalFile: TExistingFile | null;
  reading: TDocumentReading;
}

export function DocumentStep({ originalFile, reading }: DocumentStepProps) {
  const form = useWizardForm();
  const [file, existingFile] = form.watch(['file', 'existingFile']);
  const { field, fieldState } = useController({ name: 'file', control: form.control });
  const setExisting = (existing: TExistingFile | null) => {
    form.setValue('existingFile', existing);
    form.setValue('file', null);
    // Whether a file is missing depends on the current document too.
    recheck(form, 'file');
  };

  if (existingFile && !file) {
    return <CurrentDocument existing={existingFile} onRemove={() => setExisting(null)} />;
  }
  return (
    <div className="space-y-4">
      <DropZone
        file={file}
        error={fieldState.error?.message}
        onChoose={(chosen) => choose(form, 'file', chosen)}
        onLeave={field.onBlur}
        focusRef={field.ref}
      />
      {file && !fieldState.error ? <ReadingStatus reading={reading} /> : null}
      {file && reading.status === 'read' && reading.duplicateOf ? (
        <DuplicateNotice duplicateOf={reading.duplicateOf} />
      ) : null}
      {originalFile && !existingFile ? (
        <p className="text-sm text-slate-600">
          The current document, {originalFile.name}, is replaced when you save.{' '}
          <button
            type="button"
            onClick={() => setExisting(originalFile)}
            className="font-medium text-blue-700 underline hover:text-blue-800"
          >
            Keep the current document
          </button>
        </p>
      ) : null}
    </div>
  );
}

function CurrentDocument({ existing, onRemove }: { existing: TExistingFile; onRemove: () => void }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">Current document</p>
      <div className="mt-1.5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <div className="flex min-w-0 items-center gap-3">
          <FileIcon />
          <span className="truncate text-sm font-medium text-slate-900">{existing.name}</span>
        </div>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          Remove document
        </Button>
      </div>
      <p className="mt-1.5 text-xs text-slate-600">Remove it to upload a new file in its place.</p>
    </div>
  );
}

interface DropZoneProps {
  file: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onLeave: () => void;
  /** Takes focus when a file is needed. */
  focusRef: (input: HTMLInputElement | null) => void;
}

/** The zone is the file input's label, so a click, Enter or Space on the input opens the chooser. */
function DropZone({ file, error, onChoose, onLeave, focusRef }: DropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChoose(null);
  };

  return (
    <div>
      <p className="text-sm font-medium text-slate-800" aria-hidden="true">
        Contract Document
        <RequiredMark />
      </p>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-1.5 flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-[border-color,background-color] focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 ${
          dragging
            ? 'border-blue-600 bg-blue-50'
            : error
              ? 'border-red-400 bg-white'
              : 'border-slate-300 bg-white hover:border-blue-400'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          className="h-10 w-10 text-slate-400"
          aria-hidden="true"
        >
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </svg>
        <span className="mt-3 text-sm font-semibold text-blue-700">
          {file ? 'Choose another file' : 'Choose a file'}
        </span>
        <span className="mt-1 text-sm text-slate-600">or drag and drop it here</span>
        <input
          ref={(input) => {
            inputRef.current = input;
            focusRef(input);
          }}
          id={inputId}
          type="file"
          accept={FILE_INPUT_ACCEPT}
          aria-label="Contract Document"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          onBlur={onLeave}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="mt-1.5 text-xs text-slate-600">
        {MSG.uploadHint}
      </p>
      {file ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <div className="flex min-w-0 items-center gap-3">
            <FileIcon />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
              <p className="text-xs text-slate-600">{fileSizeText(file.size)}</p>
            </div>
          </div>
          <Button variant="ghost" size="sm" onClick={clear} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FileIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      className="h-8 w-8 shrink-0 text-blue-700"
      aria-hidden="true"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}
