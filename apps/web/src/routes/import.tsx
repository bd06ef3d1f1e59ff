import type { TImport } from '@keydate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';
import { IMPORT_MSG } from '../features/imports/import-messages.ts';
import { ImportReview } from '../features/imports/import-review.tsx';
import { ImportUpload } from '../features/imports/import-upload.tsx';
import { importQueryKey } from '../features/imports/imports.api.ts';
import { useRegisterUpload } from '../features/imports/use-register-upload.ts';

/**
 * /app/import (admins): a register read, reviewed and written (docs/domain.md, Importing a register).
 * The import being reviewed is in the address, so a reload or Back comes back to it.
 */
export function ImportPage() {
  usePageTitle(IMPORT_MSG.title);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const [file, setFile] = useState<File | null>(null);
  const [arrived, setArrived] = useState<'upload' | 'review' | null>(null);

  const onRead = useCallback(
    (answer: TImport, sent: File) => {
      queryClient.setQueryData(importQueryKey(answer.id), answer);
      setFile(sent);
      setArrived('review');
      setParams({ import: answer.id });
    },
    [queryClient, setParams],
  );
  const { state, upload, reset } = useRegisterUpload(onRead);

  function restart() {
    reset();
    setFile(null);
    setArrived('upload');
    setParams({});
  }

  return (
    <>
      <PageHeader title={IMPORT_MSG.title} description={IMPORT_MSG.subtitle} />
      {importId ? (
        <ImportReview
          key={importId}
          importId={importId}
          file={file}
          uploadState={state}
          onSheet={(sent, sheet) => void upload(sent, sheet)}
          onRestart={restart}
          focusOnMount={arrived === 'review'}
        />
      ) : (
        <ImportUpload
          state={state}
          onFile={(chosen) => void upload(chosen)}
          focusOnMount={arrived === 'upload'}
        />
      )}
    </>
  );
}
