// The renewal decision (docs/domain.md, The renewal decision): once a term's evaluation window opens,
// its owner or an admin records whether to renew, renegotiate or not renew, with a reason and a note.
import { z } from 'zod';

export const DECISIONS = ['renew', 'renegotiate', 'not_renew'] as const;
export type TDecisionKind = (typeof DECISIONS)[number];

export const DECISION_LABELS: Readonly<Record<TDecisionKind, string>> = {
  renew: 'Renew',
  renegotiate: 'Renegotiate',
  not_renew: "Don't renew",
};

export const DECISION_REASONS = [
  'service',
  'price',
  'needs_changed',
  'switching_vendor',
  'no_longer_needed',
  'other',
] as const;
export type TDecisionReason = (typeof DECISION_REASONS)[number];

export const DECISION_REASON_LABELS: Readonly<Record<TDecisionReason, string>> = {
  service: 'Quality of service',
  price: 'Price',
  needs_changed: 'Our needs changed',
  switching_vendor: 'Switching vendor',
  no_longer_needed: 'No longer needed',
  other: 'Other',
};

export const DECISION_NOTE_MAX = 2000;

/** What the list and the contract page say of a term in its evaluation window with no decision yet. */
export const AWAITING_DECISION_TEXT = 'no decision recorded yet';

/** POST /api/contracts/:id/decision. */
export const ZDecisionRequest = z.object({
  decision: z.enum(DECISIONS, { error: 'Decision must be renew, renegotiate or not_renew' }),
  reason: z.enum(DECISION_REASONS, { error: 'Choose a reason' }),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(DECISION_NOTE_MAX, `The note must be at most ${DECISION_NOTE_MAX} characters`)
    .optional()
    .default(''),
});
export type TDecisionRequest = z.input<typeof ZDecisionRequest>;

/** A term's decision as answered: what, why, who and when. */
export const ZDecision = z.object({
  term: z.number().int().min(1),
  decision: z.enum(DECISIONS),
  reason: z.enum(DECISION_REASONS),
  note: z.string(),
  decidedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string(),
});
export type TDecision = z.infer<typeof ZDecision>;

/** A term is awaiting its decision while its evaluation window is open and none is recorded. */
export function isAwaitingDecision(status: string, decision: TDecision | null): boolean {
  return status === 'pending_renewal' && decision === null;
}
