import type { TDocumentFacts, TDuplicateOf, TReadingProgress } from '@keydate/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { analyzeDocument } from '../contracts.api.ts';

/** What the wizard knows of the document's contents, to propose values from it. */
export type TDocumentReading =
  | { status: 'none' }
  /** `progress` once a scanned page is being recognised. */
  | { status: 'reading'; progress?: TReadingProgress }
  | { status: 'failed'; message: string }
  | {
      status: 'read';
      textLayer: boolean;
      facts: TDocumentFacts;
      /** The pages whose text was recognised in a scan's image: what was read there is to be checked. */
      recognisedPages: number[];
      /** The contract or draft of the workspace that already holds the chosen file. */
      duplicateOf?: TDuplicateOf | undefined;
    };

/** What was read of the edited contract's current document. */
export interface TCurrentReading {
  facts: TDocumentFacts;
  recognisedPages: number[];
}

const NONE: TDocumentReading = { status: 'none' };
const READING: TDocumentReading = { status: 'reading' };

/**
 * A chosen file is read by the server as soon as it is chosen; choosing another, or leaving, abandons the
 * reading. Without a new file, the facts already read from the contract's current document (edit).
 */
export function useDocumentReading(file: File | null, current: TCurrentReading | null): TDocumentReading {
  const [answer, setAnswer] = useState<{ file: File; reading: TDocumentReading } | null>(null);

  useEffect(() => {
    if (!file) return;
    const abort = new AbortController();
    const onProgress = (progress: TReadingProgress) => {
      if (!abort.signal.aborted) setAnswer({ file, reading: { status: 'reading', progress } });
    };
    analyzeDocument(file, { signal: abort.signal, onProgress }).then(
      ({ textLayer, suggestions, recognisedPages, duplicateOf }) => {
        if (abort.signal.aborted) return;
        setAnswer({
          file,
          reading: { status: 'read', textLayer, facts: suggestions, recognisedPages, duplicateOf },
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const message = errorMessage(error, 'The document could not be read.');
        setAnswer({ file, reading: { status: 'failed', message } });
      },
    );
    return () => abort.abort();
  }, [file]);

  if (!file) return current ? { status: 'read', textLayer: true, ...current } : NONE;
  return answer?.file === file ? answer.reading : READING;
}
