import {
  AWAITING_DECISION_TEXT,
  DECISION_LABELS,
  formatLongDate,
  MSG_FN,
  type TCalendarDate,
  type TDecisionKind,
  type TReminderMilestone,
} from '@keydate/domain';
import { type EmailBrand, escapeHtml, oneLine, type RenderedEmail, renderHtml } from '../render.ts';

export const contractLink = (appUrl: string, contractId: string) =>
  `${appUrl}/app/contracts/${encodeURIComponent(contractId)}`;

const MILESTONE_LABEL: Record<TReminderMilestone, string> = {
  notice: 'Non-renewal notice date',
  end: 'Contract end date',
};

/** 'Non-renewal notice due in 14 days', 'Contract ends tomorrow', '… date passed' (a retried reminder). */
function headline(milestone: TReminderMilestone, daysLeft: number): string {
  if (milestone === 'notice') {
    return daysLeft < 0
      ? 'Non-renewal notice date passed'
      : `Non-renewal notice due ${MSG_FN.inDays(daysLeft)}`;
  }
  return daysLeft < 0 ? 'Contract ended' : `Contract ends ${MSG_FN.inDays(daysLeft)}`;
}

function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return `${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'} ago`;
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** A reminder of a contract's non-renewal notice date or end date, to one recipient. */
export function renderContractReminderEmail(
  options: EmailBrand & {
    recipientName: string;
    contract: {
      id: string;
      name: string;
      properties: string[];
      vendor: string | null;
      /** The current term's renewal decision; notice reminders say when none is recorded yet. */
      decision?: TDecisionKind | null;
    };
    milestone: TReminderMilestone;
    date: TCalendarDate;
    /** Calendar days from today to the milestone date. */
    daysLeft: number;
  },
): RenderedEmail {
  const { contract, milestone, daysLeft } = options;
  const link = contractLink(options.appUrl, contract.id);
  const date = formatLongDate(options.date);
  const when = daysLeft < 0 ? daysLeftText(daysLeft) : MSG_FN.inDays(daysLeft);
  const lead =
    milestone === 'notice'
      ? daysLeft < 0
        ? `The non-renewal notice for "${contract.name}" was due on ${date} (${when}).`
        : `The non-renewal notice for "${contract.name}" is due on ${date} (${when}). To end the contract rather than let it renew, the vendor must have your notice by then.`
      : daysLeft < 0
        ? `"${contract.name}" ended on ${date} (${when}).`
        : `"${contract.name}" ends on ${date} (${when}).`;
  const details: Array<[string, string]> = [
    ['Contract', contract.name],
    [contract.properties.length === 1 ? 'Property' : 'Properties', contract.properties.join(', ') || '—'],
    ['Vendor', contract.vendor ?? '—'],
    [MILESTONE_LABEL[milestone], date],
    ['Days left', daysLeft < 0 ? daysLeftText(daysLeft) : String(daysLeft)],
  ];
  if (milestone === 'notice' && contract.decision !== undefined) {
    details.push([
      'Decision',
      contract.decision ? DECISION_LABELS[contract.decision] : AWAITING_DECISION_TEXT,
    ]);
  }
  const accountLink = `${options.appUrl}/app/account`;
  const footnote = `You receive these reminders because they are switched on for your ${options.brandName} account. You can switch them off on your account page: ${accountLink}`;
  return renderContractEmail({
    ...options,
    subject: `${headline(milestone, daysLeft)}: ${contract.name}`,
    lead,
    details,
    action: { label: 'Open the contract', url: link },
    footnote,
  });
}

/**
 * A mail about one contract: greeting, a lead sentence, its details as 'Label: value' lines, an action
 * link and a footnote, as HTML and as text.
 */
export function renderContractEmail(
  options: EmailBrand & {
    recipientName: string;
    subject: string;
    lead: string;
    details: ReadonlyArray<readonly [string, string]>;
    action: { label: string; url: string };
    footnote: string;
  },
): RenderedEmail {
  const { lead, details, action, footnote } = options;
  return {
    subject: oneLine(options.subject),
    html: renderHtml({
      brandName: options.brandName,
      paragraphs: [
        `Hi ${escapeHtml(options.recipientName)},`,
        escapeHtml(lead),
        details
          .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`)
          .join('<br>'),
      ],
      action,
      footnote,
    }),
    text: [
      `Hi ${options.recipientName},`,
      '',
      lead,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      `${action.label}:`,
      action.url,
      '',
      footnote,
      '',
    ].join('\n'),
  };
}
