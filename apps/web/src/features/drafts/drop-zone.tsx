import { FILE_INPUT_ACCEPT } from '@keydate/domain';
import { type DragEvent, useId, useState } from 'react';
import { DRAFT_MSG } from './draft-messages.ts';

/** The zone is the file input's label, so a click, Enter or Space on the input opens the chooser. */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onFiles(dropped);
  };

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-12 text-center transition-[border-color,background-color] focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 ${
          dragging ? 'border-blue-600 bg-blue-50' : 'border-slate-300 bg-white hover:border-blue-400'
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
        <span className="mt-3 text-sm font-semibold text-blue-700">{DRAFT_MSG.chooseFiles}</span>
        <span id={hintId} className="mt-1 text-sm text-slate-600">
          {DRAFT_MSG.dropHint}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={FILE_INPUT_ACCEPT}
          aria-label={DRAFT_MSG.dropLabel}
          aria-describedby={hintId}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Cleared, so the same files chosen again are a change too.
            event.target.value = '';
            if (chosen.length > 0) onFiles(chosen);
          }}
          className="sr-only"
        />
      </label>
    </div>
  );
}
