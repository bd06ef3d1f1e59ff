import type { TDraft } from '@keydate/domain';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import type { TDirectoryOption } from '../contracts/wizard/wizard-form.ts';
import { fileSizeText } from '../contracts/wizard/wizard-form.ts';
import { DiscardDialog } from './discard-dialog.tsx';
import { DraftFormFields } from './draft-form-fields.tsx';
import { DRAFT_MSG, DRAFT_MSG_FN } from './draft-messages.ts';
import { confirmBody, draftForm, draftProposals, missingFields, type TDraftForm } from './draft-proposals.ts';
import { ProposalList } from './proposal-list.tsx';
import { useDraftActions } from './use-draft-actions.ts';
import { useReviewKeys } from './use-review-keys.ts';

interface DraftReviewProps {
  draft: TDraft;
  /** 1-based place of the draft among those shown. */
  position: number;
  total: number;
  properties: TDirectoryOption[];
  vendors: TDirectoryOption[];
  isAdmin: boolean;
  onMove: (step: 1 | -1) => void;
}

/**
 * One draft at a time: what its document proposes, the form of the contract it becomes, and the actions,
 * each with its key. Mounted once per draft (keyed by its id), so the form starts from its proposals.
 */
export function DraftReview({
  draft,
  position,
  total,
  properties,
  vendors,
  isAdmin,
  onMove,
}: DraftReviewProps) {
  const titleId = useId();
  const missingId = useId();
  const proposals = useMemo(() => draftProposals(draft, vendors), [draft, vendors]);
  const [form, setForm] = useState<TDraftForm>(() => draftForm(proposals));
  const [askingDiscard, setAskingDiscard] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const marked = useRef(draft.reviewed);
  const { accept, attach, discard, markReviewed } = useDraftActions(draft);
  const missing = missingFields(form);
  const busy = accept.isPending || attach.isPending || discard.isPending;

  const markOnce = () => {
    if (marked.current) return;
    marked.current = true;
    markReviewed.mutate(undefined, {
      onError: () => {
        marked.current = false;
      },
    });
  };
  // Editing a proposal is reviewing it.
  const change = (patch: Partial<TDraftForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    markOnce();
  };
  const acceptNow = () => {
    if (missing.length > 0 || busy) return;
    accept.mutate(confirmBody(form));
  };
  const askDiscard = () => {
    if (busy) return;
    discard.reset();
    setAskingDiscard(true);
  };

  useReviewKeys(
    {
      accept: acceptNow,
      edit: () => firstField.current?.focus(),
      skip: () => onMove(1),
      next: () => onMove(1),
      previous: () => onMove(-1),
      discard: askDiscard,
    },
    !askingDiscard,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    acceptNow();
  };
  const failure = accept.isError ? errorMessage(accept.error, DRAFT_MSG.acceptFailed) : null;
  const details =
    accept.error instanceof ApiError
      ? [...new Set(Object.values(accept.error.errors))].filter((detail) => detail !== failure)
      : [];

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">{DRAFT_MSG_FN.position(position, total)}</p>
          <h2 id={titleId} className="mt-1 text-lg font-semibold break-words text-slate-900">
            {draft.documentName}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <span>
              {fileSizeText(draft.documentSize)} · {DRAFT_MSG_FN.pages(draft.pages)}
            </span>
            <Badge tone={draft.reviewed ? 'green' : 'gray'}>
              {draft.reviewed ? DRAFT_MSG.reviewedBadge : DRAFT_MSG.notReviewedBadge}
            </Badge>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onMove(-1)}
            disabled={position <= 1}
            aria-keyshortcuts="k ArrowUp"
          >
            {DRAFT_MSG.previous}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onMove(1)}
            disabled={position >= total}
            aria-keyshortcuts="j ArrowDown"
          >
            {DRAFT_MSG.next}
          </Button>
        </div>
      </div>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ProposalList draft={draft} proposals={proposals.shown} />
        <form noValidate onSubmit={onSubmit} aria-label={DRAFT_MSG.chooseTitle}>
          <DraftFormFields
            form={form}
            properties={properties}
            vendors={vendors}
            onChange={change}
            firstFieldRef={firstField}
          />
          {failure ? (
            <div className="mt-5">
              <Alert>
                <p>{failure}</p>
                {details.length > 0 ? (
                  <ul className="mt-1 list-inside list-disc">
                    {details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
              </Alert>
            </div>
          ) : null}
          {missing.length > 0 ? (
            <p id={missingId} className="mt-5 text-sm text-slate-700">
              {DRAFT_MSG_FN.missing(missing)}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-200 pt-5">
            <Button
              type="submit"
              busy={accept.isPending}
              disabled={missing.length > 0 || busy}
              aria-describedby={missing.length > 0 ? missingId : undefined}
              aria-keyshortcuts="a"
            >
              {DRAFT_MSG.accept}
            </Button>
            <Button variant="secondary" onClick={() => firstField.current?.focus()} aria-keyshortcuts="e">
              {DRAFT_MSG.edit}
            </Button>
            <Button variant="secondary" onClick={() => onMove(1)} aria-keyshortcuts="s">
              {DRAFT_MSG.skip}
            </Button>
            {draft.reviewed ? null : (
              <Button variant="secondary" busy={markReviewed.isPending} onClick={markOnce}>
                {DRAFT_MSG.markReviewed}
              </Button>
            )}
            {isAdmin && draft.attachTo ? (
              <Button
                variant="secondary"
                busy={attach.isPending}
                disabled={busy}
                onClick={() => draft.attachTo && attach.mutate(draft.attachTo._id)}
              >
                {DRAFT_MSG_FN.attachTo(draft.attachTo.name)}
              </Button>
            ) : null}
            <Button variant="dangerGhost" onClick={askDiscard} disabled={busy} aria-keyshortcuts="d Delete">
              {DRAFT_MSG.discard}
            </Button>
          </div>
        </form>
      </div>

      <DiscardDialog
        open={askingDiscard}
        name={draft.documentName}
        busy={discard.isPending}
        failure={discard.isError ? errorMessage(discard.error, DRAFT_MSG.discardFailed) : null}
        onConfirm={() => discard.mutate()}
        onClose={() => {
          if (!discard.isPending) setAskingDiscard(false);
        }}
      />
    </section>
  );
}
