import { fileExtension, MSG, type TContract } from '@keydate/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { fetchViewUrl } from '../contracts.api.ts';
import { AttachDocument } from './attach-document.tsx';

// PDFs show inline; DOCX arrives as sanitised HTML from the server; DOC has none (docs/domain.md, Documents).
const PREVIEWABLE = new Set(['pdf', 'docx']);

export function canPreview(contract: Pick<TContract, 'documentKey' | 'documentName'>): boolean {
  return Boolean(contract.documentKey) && PREVIEWABLE.has(fileExtension(contract.documentName ?? ''));
}

/**
 * The document in an 800px frame, from a fresh signed /view link; otherwise 'No preview available'.
 * A contract without a document says so, and offers those who may edit it to attach one.
 */
export function DocumentPreview({ contract, canAttach }: { contract: TContract; canAttach: boolean }) {
  const titleId = useId();
  const previewable = canPreview(contract);
  // The link is short-lived and tied to the stored document, so its key carries the document key.
  const view = useQuery({
    queryKey: ['contract-document', contract._id, contract.documentKey],
    queryFn: ({ signal }) => fetchViewUrl(contract._id, signal),
    enabled: previewable,
    staleTime: 60_000,
  });
  const isDocx = fileExtension(contract.documentName ?? '') === 'docx';

  let body: ReactNode;
  if (!contract.documentKey) {
    body = (
      <div className="flex min-h-40 flex-col items-center justify-center gap-4 rounded-xl bg-slate-50 p-6 text-sm text-slate-600 ring-1 ring-slate-200">
        <p>{MSG.noDocumentYet}</p>
        {canAttach ? <AttachDocument contract={contract} /> : null}
      </div>
    );
  } else if (!previewable || view.isError) {
    body = (
      <div className="flex h-40 items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-600 ring-1 ring-slate-200">
        {MSG.noPreview}
      </div>
    );
  } else if (!view.data) {
    body = <LoadingState />;
  } else {
    body = (
      <iframe
        src={view.data}
        title={`Preview of ${contract.documentName ?? contract.name}`}
        className="h-[800px] w-full rounded-xl bg-white ring-1 ring-slate-200"
        // The DOCX rendering is plain HTML: no scripts needed. PDFs need the browser's viewer.
        sandbox={isDocx ? '' : undefined}
      />
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Document
        </h2>
        {contract.documentName ? (
          <p className="truncate text-sm text-slate-600" title={contract.documentName}>
            {contract.documentName}
          </p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
