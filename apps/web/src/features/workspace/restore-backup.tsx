import type { TRestoreResult } from '@keydate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { errorMessage } from '../../lib/api.ts';
import { invalidateContracts } from '../contracts/contracts.api.ts';
import { propertiesQueryKey } from '../properties/properties.api.ts';
import { reminderQueryKeys } from '../reminders/reminders.api.ts';
import { vendorsQueryKey } from '../vendors/vendors.api.ts';
import { restoreBackup } from './backup.api.ts';
import { BACKUP_MSG, BACKUP_MSG_FN } from './backup-messages.ts';
import { RestoreResult } from './restore-result.tsx';
import { RestoreStatus } from './restore-status.tsx';
import { workspaceDetailsQueryKey } from './workspace.api.ts';

type TRestoreState =
  | { phase: 'idle'; failure: string | null }
  | { phase: 'confirming'; file: File }
  | { phase: 'sending'; file: File; percent: number }
  | { phase: 'restored'; result: TRestoreResult };

/**
 * A backup brought into this workspace, which must be empty: the file is chosen, the restore confirmed,
 * the zip sent with its progress shown, and what came back counted. A refusal is the server's, as it
 * words it, and another file may then be chosen.
 */
export function RestoreBackup() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TRestoreState>({ phase: 'idle', failure: null });
  const sending = state.phase === 'sending';

  // The chooser is disabled while the zip is sent: focus goes to what is happening instead.
  useEffect(() => {
    if (sending) statusRef.current?.focus();
  }, [sending]);

  async function restore(file: File) {
    setState({ phase: 'sending', file, percent: 0 });
    try {
      const result = await restoreBackup(file, (percent) => setState({ phase: 'sending', file, percent }));
      setState({ phase: 'restored', result });
      void invalidateContracts(queryClient);
      for (const queryKey of [
        propertiesQueryKey,
        vendorsQueryKey,
        workspaceDetailsQueryKey,
        reminderQueryKeys.health,
        reminderQueryKeys.settings,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    } catch (error) {
      setState({ phase: 'idle', failure: errorMessage(error, BACKUP_MSG.restoreFailed) });
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {BACKUP_MSG.restoreTitle}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{BACKUP_MSG.restoreExplanation}</p>
      </div>
      {state.phase === 'restored' ? (
        <RestoreResult result={state.result} />
      ) : (
        <>
          <div>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              {BACKUP_MSG.fileLabel}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".zip,application/zip"
              aria-describedby={hintId}
              disabled={sending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so that choosing the same file again (after a refusal) is a change too.
                event.target.value = '';
                if (file) setState({ phase: 'confirming', file });
              }}
              className="mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-blue-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-blue-800 hover:file:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
            />
            <p id={hintId} className="mt-1.5 text-xs text-slate-600">
              {BACKUP_MSG.fileHint}
            </p>
          </div>
          {sending ? (
            <div ref={statusRef} tabIndex={-1} className="focus:outline-none">
              <RestoreStatus fileName={state.file.name} percent={state.percent} />
            </div>
          ) : null}
          {state.phase === 'idle' && state.failure ? <Alert>{state.failure}</Alert> : null}
        </>
      )}
      <Modal
        open={state.phase === 'confirming'}
        onClose={() => setState({ phase: 'idle', failure: null })}
        title={BACKUP_MSG.confirmTitle}
        description={state.phase === 'confirming' ? BACKUP_MSG_FN.confirmWarning(state.file.name) : undefined}
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setState({ phase: 'idle', failure: null })}>
            {BACKUP_MSG.cancel}
          </Button>
          <Button variant="danger" onClick={() => state.phase === 'confirming' && void restore(state.file)}>
            {BACKUP_MSG.confirm}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
