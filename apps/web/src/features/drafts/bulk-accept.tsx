import type { TDraft } from '@keydate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import type { TDirectoryOption } from '../contracts/wizard/wizard-form.ts';
import { DraftChoices } from './draft-choices.tsx';
import { DRAFT_MSG, DRAFT_MSG_FN } from './draft-messages.ts';
import {
  confirmBody,
  draftForm,
  draftProposals,
  missingFields,
  NO_CHOICES,
  type TDraftChoices,
} from './draft-proposals.ts';
import { confirmDraft, forgetDraft, invalidateDrafts } from './drafts.api.ts';

interface BulkAcceptProps {
  /** The selected drafts, in the list's order. */
  drafts: TDraft[];
  properties: TDirectoryOption[];
  vendors: TDirectoryOption[];
  /** After the run: the drafts that are contracts now. */
  onDone: (accepted: string[]) => void;
}

interface TReport {
  accepted: number;
  /** One line per draft left as it was: lacking a date or term, or refused by the server. */
  lines: string[];
}

/** Why a draft cannot be accepted with its proposals and the choices, or null when it can. */
function leftBecause(draft: TDraft, vendors: TDirectoryOption[], choices: TDraftChoices): string | null {
  const proposals = draftProposals(draft, vendors);
  if (!proposals.startDate) return DRAFT_MSG.missingStart;
  if (!proposals.duration) return DRAFT_MSG.missingTerm;
  const missing = missingFields(draftForm(proposals, choices));
  return missing.length > 0 ? DRAFT_MSG_FN.missing(missing) : null;
}

/**
 * The choices the documents cannot give, made once, then each selected draft confirmed in turn with its
 * own proposals and those choices. A draft lacking a start date or an end or term is reported and left.
 */
export function BulkAccept({ drafts, properties, vendors, onDone }: BulkAcceptProps) {
  const titleId = useId();
  const missingId = useId();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<TDraftChoices>(NO_CHOICES);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<TReport | null>(null);

  const missing = [
    ...(choices.propertyIds.some(Boolean)
      ? []
      : [choices.agreementType === 'MSA' ? DRAFT_MSG.propertiesLegend : DRAFT_MSG.propertyLabel]),
    ...(choices.contractType ? [] : [DRAFT_MSG.categoryLabel]),
  ];

  async function run() {
    const batch = [...drafts];
    const accepted: string[] = [];
    const lines: string[] = [];
    setReport(null);
    for (const [index, draft] of batch.entries()) {
      setProgress({ done: index, total: batch.length });
      const reason = leftBecause(draft, vendors, choices);
      if (reason) {
        lines.push(DRAFT_MSG_FN.bulkLeft(draft.documentName, reason));
        continue;
      }
      try {
        await confirmDraft(draft._id, confirmBody(draftForm(draftProposals(draft, vendors), choices)));
        accepted.push(draft._id);
        forgetDraft(queryClient, draft._id);
      } catch (error) {
        lines.push(DRAFT_MSG_FN.bulkFailed(draft.documentName, errorMessage(error, DRAFT_MSG.acceptFailed)));
      }
    }
    setProgress(null);
    setReport({ accepted: accepted.length, lines });
    // Said once more where it stays in sight: when every draft was accepted, the queue gives way to its
    // empty state and this panel with it.
    if (accepted.length > 0) toast.success(DRAFT_MSG_FN.bulkDone(accepted.length));
    void invalidateDrafts(queryClient, accepted.length > 0);
    onDone(accepted);
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        {DRAFT_MSG.bulkTitle}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{DRAFT_MSG.bulkHint}</p>
      <div className="mt-4 grid gap-4">
        <DraftChoices value={choices} properties={properties} onChange={setChoices} />
      </div>
      {missing.length > 0 && drafts.length > 0 ? (
        <p id={missingId} className="mt-4 text-sm text-slate-700">
          {DRAFT_MSG_FN.missing(missing)}
        </p>
      ) : null}
      <Button
        className="mt-4 w-full"
        busy={progress !== null}
        disabled={missing.length > 0 || drafts.length === 0}
        aria-describedby={missing.length > 0 ? missingId : undefined}
        onClick={() => void run()}
      >
        {drafts.length > 0 ? DRAFT_MSG_FN.acceptSelectedCount(drafts.length) : DRAFT_MSG.acceptSelected}
      </Button>
      {progress ? (
        <div role="status" className="mt-4 text-sm text-slate-700">
          <p>{DRAFT_MSG_FN.bulkProgress(progress.done + 1, progress.total)}</p>
          <div
            role="progressbar"
            aria-label={DRAFT_MSG.bulkTitle}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-blue-700 transition-[width]"
              style={{ width: `${Math.round((progress.done / progress.total) * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      {report ? (
        <div role="status" className="mt-4 text-sm text-slate-800">
          <p className="font-medium">{DRAFT_MSG_FN.bulkDone(report.accepted)}</p>
          {report.lines.length > 0 ? (
            <ul className="mt-1 list-inside list-disc text-slate-700">
              {report.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
