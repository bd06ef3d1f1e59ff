import type { TDocumentFacts, TDuplicateOf } from '@keydate/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { analyzeDocument } from '../contracts.api.ts';

/** What the wizard knows of the document's contents, to propose values from it. */
export type TDocumentReading =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'failed'; message: string }
  | {
      status: 'read';
      textLayer: boolean;
      facts: TDocumentFacts;
      /** The contract or draft of the workspace that already holds the chosen file. */
      duplicateOf?: TDuplicateOf | undefined;
    };

const NONE: TDocumentReading = { status: 'none' };
const READING: TDocumentReading = { status: 'reading' };

/**
 * A chosen file is read by the server as soon as it is chosen; choosing another abandons the first
 * reading. Without a new file, the facts already read from the contract's current document (edit).
 */
export function useDocumentReading(file: File | null, currentFacts: TDocumentFacts | null): TDocumentReading {
  const [answer, setAnswer] = useState<{ file: File; reading: TDocumentReading } | null>(null);

  useEffect(() => {
    if (!file) return;
    const abort = new AbortController();
    analyzeDocument(file, abort.signal).then(
      ({ textLayer, suggestions, duplicateOf }) =>
        setAnswer({ file, reading: { status: 'read', textLayer, facts: suggestions, duplicateOf } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const message = errorMessage(error, 'The document could not be read.');
        setAnswer({ file, reading: { status: 'failed', message } });
      },
    );
    return () => abort.abort();
  }, [file]);

  if (!file) return currentFacts ? { status: 'read', textLayer: true, facts: currentFacts } : NONE;
  return answer?.file === file ? answer.reading : READING;
}
