// The current term's renewal decision (docs/domain.md, The renewal decision): what was decided, why,
// by whom and when, or that it awaits one; its owner or an admin records or changes it here.
import {
  DECISION_LABELS,
  DECISION_NOTE_MAX,
  DECISION_REASON_LABELS,
  DECISION_REASONS,
  DECISIONS,
  type TContract,
  type TDecision,
  type TDecisionKind,
  type TDecisionReason,
} from '@keydate/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { useCurrentUser } from '../../auth/session.tsx';
import { canRecordDecision, DECISION_MSG, recordedOn } from '../decision.ts';
import { NoticeSent } from './notice-sent.tsx';
import { useRecordDecision } from './use-contract-actions.ts';

function RecordedDecision({ decision }: { decision: TDecision }) {
  const on = recordedOn(decision.decidedAt);
  const by = decision.decidedBy ? ` by ${decision.decidedBy.name}` : '';
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-800">
      <p className="font-medium text-slate-900">
        {DECISION_LABELS[decision.decision]}: {DECISION_REASON_LABELS[decision.reason]}
      </p>
      <p className="text-slate-600">
        Recorded{by}
        {on ? ` on ${on}` : ''}
      </p>
      {decision.note ? <p className="whitespace-pre-wrap">{decision.note}</p> : null}
    </div>
  );
}

interface DecisionErrors {
  decision?: string;
  reason?: string;
}

function DecisionForm({ contract }: { contract: TContract }) {
  const current = contract.decision;
  const [decision, setDecision] = useState<TDecisionKind | ''>(current?.decision ?? '');
  const [reason, setReason] = useState<TDecisionReason | ''>(current?.reason ?? '');
  const [note, setNote] = useState(current?.note ?? '');
  const [errors, setErrors] = useState<DecisionErrors>({});
  const record = useRecordDecision(contract);
  const groupId = useId();
  const decisionErrorId = `${groupId}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: DecisionErrors = {};
    if (!decision) found.decision = DECISION_MSG.chooseDecision;
    if (!reason) found.reason = DECISION_MSG.chooseReason;
    setErrors(found);
    if (!decision || !reason) return;
    record.mutate({ decision, reason, note: note.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4 border-t border-slate-100 pt-4">
      <fieldset aria-describedby={errors.decision ? decisionErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{DECISION_MSG.decisionLegend}</legend>
        <div className="mt-2 space-y-2">
          {DECISIONS.map((kind) => (
            <label key={kind} className="flex items-center gap-3 text-sm text-slate-900">
              <input
                type="radio"
                name={`${groupId}-decision`}
                value={kind}
                checked={decision === kind}
                aria-invalid={errors.decision ? true : undefined}
                onChange={() => {
                  setDecision(kind);
                  setErrors(({ decision: _, ...rest }) => rest);
                }}
                className="h-4 w-4 accent-blue-700"
              />
              {DECISION_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.decision ? (
          <p id={decisionErrorId} className="mt-1.5 text-sm text-red-700">
            {errors.decision}
          </p>
        ) : null}
      </fieldset>
      <FormField label={DECISION_MSG.reasonLabel} error={errors.reason}>
        {(control) => (
          <select
            {...control}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as TDecisionReason | '');
              setErrors(({ reason: _, ...rest }) => rest);
            }}
            className={inputClass}
          >
            <option value="">{DECISION_MSG.reasonPlaceholder}</option>
            {DECISION_REASONS.map((value) => (
              <option key={value} value={value}>
                {DECISION_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={DECISION_MSG.noteLabel}>
        {(control) => (
          <textarea
            {...control}
            value={note}
            maxLength={DECISION_NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <Button type="submit" busy={record.isPending}>
        {current ? DECISION_MSG.change : DECISION_MSG.record}
      </Button>
    </form>
  );
}

export function RenewalDecision({ contract }: { contract: TContract }) {
  const titleId = useId();
  const { user } = useCurrentUser();
  return (
    <>
      <section aria-labelledby={titleId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {DECISION_MSG.title}
        </h2>
        {contract.awaitingDecision ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            {DECISION_MSG.awaiting}
          </p>
        ) : null}
        {contract.decision ? (
          <RecordedDecision decision={contract.decision} />
        ) : contract.awaitingDecision ? null : (
          <p className="mt-3 text-sm text-slate-600">{DECISION_MSG.none}</p>
        )}
        {canRecordDecision(contract, user) ? <DecisionForm contract={contract} /> : null}
      </section>
      {/* After a decision not to renew: its letter and the notice recorded as sent. */}
      <NoticeSent contract={contract} />
    </>
  );
}
