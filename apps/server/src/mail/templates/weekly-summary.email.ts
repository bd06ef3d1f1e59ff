import { DEADLINE_LABELS, formatLongDate, type TCalendarDate, type TDeadline } from '@keydate/domain';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderHtml } from '../render.ts';
import { contractLink } from './contract-reminder.email.ts';

/** Monday's summary of one person's deadlines in the next 90 days (docs/domain.md, The weekly summary). */
export function renderWeeklySummaryEmail(
  options: EmailBrand & { recipientName: string; today: TCalendarDate; deadlines: TDeadline[] },
): RenderedEmail {
  const { deadlines } = options;
  const count = deadlines.length;
  const lead =
    count === 0
      ? 'None of your contracts has a date in the next 90 days.'
      : `Your contracts have ${count} ${count === 1 ? 'date' : 'dates'} in the next 90 days:`;
  const lines = deadlines.map(
    (d) => `${formatLongDate(d.date)}: ${DEADLINE_LABELS[d.kind]}, ${d.contract.name}`,
  );
  const accountLink = `${options.appUrl}/app/account`;
  const footnote = `You receive this summary every Monday for the contracts you own or are responsible for. You can switch it off on your account page: ${accountLink}`;
  return {
    subject: `Your contract dates for the next 90 days (week of ${formatLongDate(options.today)})`,
    html: renderHtml({
      brandName: options.brandName,
      paragraphs: [
        `Hi ${escapeHtml(options.recipientName)},`,
        escapeHtml(lead),
        deadlines
          .map(
            (d) =>
              `<strong>${escapeHtml(formatLongDate(d.date))}</strong>: ${escapeHtml(DEADLINE_LABELS[d.kind])}, <a href="${escapeHtml(contractLink(options.appUrl, d.contract.id))}">${escapeHtml(d.contract.name)}</a>`,
          )
          .join('<br>'),
      ],
      action: { label: 'Open your contracts', url: `${options.appUrl}/app/dashboard?ownerId=me` },
      footnote,
    }),
    text: [
      `Hi ${options.recipientName},`,
      '',
      lead,
      '',
      ...deadlines.map((d, i) => `${lines[i]}\n  ${contractLink(options.appUrl, d.contract.id)}`),
      '',
      footnote,
      '',
    ].join('\n'),
  };
}
