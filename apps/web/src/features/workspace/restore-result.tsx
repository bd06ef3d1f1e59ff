import type { TRestoreResult } from '@keydate/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { BACKUP_MSG, BACKUP_MSG_FN } from './backup-messages.ts';

/** What came back; the heading takes focus, as the file chooser it replaces has gone. */
export function RestoreResult({ result }: { result: TRestoreResult }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
    >
      <div>
        <h4
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-semibold focus:outline-none"
        >
          {BACKUP_MSG.resultTitle}
        </h4>
        <p className="mt-1 text-sm">{BACKUP_MSG_FN.restored(result)}</p>
      </div>
      <Link to="/app/dashboard" className={buttonClass('primary')}>
        {BACKUP_MSG.toDashboard}
      </Link>
    </section>
  );
}
