import { Alert } from '../../components/ui/alert.tsx';
import { SendingStatus } from '../../components/ui/progress-bar.tsx';
import { IMPORT_MSG, IMPORT_MSG_FN } from './import-messages.ts';
import type { TUploadState } from './use-register-upload.ts';

/** The file on its way (a bar of the bytes sent), then the server reading it, or why it was refused. */
export function UploadStatus({ state }: { state: TUploadState }) {
  if (state.phase === 'failed') return <Alert>{state.message}</Alert>;
  if (state.phase !== 'sending') return null;
  return (
    <SendingStatus
      label={IMPORT_MSG_FN.uploading(state.fileName)}
      percent={state.percent}
      afterwards={IMPORT_MSG.checkingRows}
    />
  );
}
