import { MSG, type TImport } from '@keydate/domain';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { IMPORT_MSG } from './import-messages.ts';
import { startImport } from './imports.api.ts';

const MAX_BYTES = 10 * 1024 * 1024;

export type TUploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; fileName: string; percent: number }
  | { phase: 'failed'; message: string };

/**
 * Too large a file is refused before a byte is sent, in the server's words for it. Any other refusal
 * (the wrong kind of file, one that cannot be read) is the server's, as it words it.
 */
const refusal = (file: File): string | null => (file.size > MAX_BYTES ? MSG.uploadTooLarge : null);

/** Sends a register (or the same one again for another sheet), with the bytes sent as a percentage. */
export function useRegisterUpload(onRead: (answer: TImport, file: File) => void) {
  const [state, setState] = useState<TUploadState>({ phase: 'idle' });
  const sending = useRef(false);

  const upload = useCallback(
    async (file: File, sheet?: string) => {
      if (sending.current) return;
      const refused = refusal(file);
      if (refused) {
        setState({ phase: 'failed', message: refused });
        return;
      }
      sending.current = true;
      setState({ phase: 'sending', fileName: file.name, percent: 0 });
      try {
        const answer = await startImport(file, { sheet }, (percent) =>
          setState({ phase: 'sending', fileName: file.name, percent }),
        );
        setState({ phase: 'idle' });
        onRead(answer, file);
      } catch (error) {
        setState({ phase: 'failed', message: errorMessage(error, IMPORT_MSG.uploadFailed) });
      } finally {
        sending.current = false;
      }
    },
    [onRead],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, upload, reset };
}
