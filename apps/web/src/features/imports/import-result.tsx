import type { TImportResult } from '@keydate/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { IMPORT_MSG } from './import-messages.ts';

function NextSteps({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/app/dashboard" className={buttonClass('primary')}>
        {IMPORT_MSG.backToDashboard}
      </Link>
      <Button variant="secondary" onClick={onRestart}>
        {IMPORT_MSG.importAnother}
      </Button>
    </div>
  );
}

/** What the write did; the heading takes focus, as the page it replaces has gone. */
export function ImportResultPanel({ result, onRestart }: { result: TImportResult; onRestart: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const figures: ReadonlyArray<[string, number]> = [
    [IMPORT_MSG.created, result.created],
    [IMPORT_MSG.updated, result.updated],
    [IMPORT_MSG.skipped, result.skipped],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-2xl space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {IMPORT_MSG.resultTitle}
      </h2>
      <dl className="grid grid-cols-3 gap-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-4 text-center">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <NextSteps onRestart={onRestart} />
    </section>
  );
}

/** An import written before (the page opened again on its address): nothing more to do with it. */
export function ImportAlreadyWritten({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="max-w-2xl space-y-4">
      <p
        role="status"
        className="rounded-lg bg-green-50 p-4 text-sm font-medium text-green-900 ring-1 ring-green-200"
      >
        {IMPORT_MSG.alreadyWritten}
      </p>
      <NextSteps onRestart={onRestart} />
    </div>
  );
}
