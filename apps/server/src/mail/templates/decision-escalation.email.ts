import { formatLongDate, MSG_FN, type TCalendarDate } from '@keydate/domain';
import type { EmailBrand, RenderedEmail } from '../render.ts';
import { contractLink, renderContractEmail } from './contract-reminder.email.ts';

/**
 * To an admin: a term's notice date is close and nobody has recorded whether to renew
 * (docs/domain.md, The renewal decision). Sent once per admin for a contract's notice date.
 */
export function renderDecisionEscalationEmail(
  options: EmailBrand & {
    recipientName: string;
    contract: { id: string; name: string; properties: string[]; vendor: string | null; owner: string | null };
    /** The notice date. */
    date: TCalendarDate;
    /** Calendar days from today to the notice date. */
    daysLeft: number;
  },
): RenderedEmail {
  const { contract, daysLeft } = options;
  const link = contractLink(options.appUrl, contract.id);
  const date = formatLongDate(options.date);
  const lead = `No renewal decision has been recorded for "${contract.name}", and its non-renewal notice is due on ${date} (${MSG_FN.inDays(daysLeft)}). Unless someone decides and, to end it, sends the notice by then, the contract renews.`;
  const details: Array<[string, string]> = [
    ['Contract', contract.name],
    [contract.properties.length === 1 ? 'Property' : 'Properties', contract.properties.join(', ') || '—'],
    ['Vendor', contract.vendor ?? '—'],
    ['Owner', contract.owner ?? 'No owner'],
    ['Non-renewal notice date', date],
    ['Days left', String(daysLeft)],
  ];
  const footnote = `You receive this as an admin of ${options.brandName} because no decision was recorded in time. Reminders can be switched off on your account page: ${options.appUrl}/app/account`;
  return renderContractEmail({
    ...options,
    subject: `No renewal decision yet: ${contract.name}`,
    lead,
    details,
    action: { label: 'Record the decision', url: link },
    footnote,
  });
}
