// The reminder mail's words for each milestone and distance, and its escaping.

import { asCalendarDate } from '@keydate/domain';
import { describe, expect, it } from 'vitest';
import { renderContractReminderEmail } from '../../src/mail/templates/contract-reminder.email.ts';

const base = {
  brandName: 'Keydate',
  appUrl: 'https://app.example.com',
  recipientName: 'Olivia',
  contract: { id: 'c-1', name: 'Linen Service', properties: ['Harbour View'], vendor: 'Acme Linen' },
  date: asCalendarDate('2025-03-24'),
};

describe('the reminder mail', () => {
  it.each([
    [
      'notice',
      14,
      'Non-renewal notice due in 14 days: Linen Service',
      'is due on March 24, 2025 (in 14 days).',
    ],
    ['notice', 1, 'Non-renewal notice due tomorrow: Linen Service', 'is due on March 24, 2025 (tomorrow).'],
    ['notice', 0, 'Non-renewal notice due today: Linen Service', 'is due on March 24, 2025 (today).'],
    [
      'notice',
      -2,
      'Non-renewal notice date passed: Linen Service',
      'was due on March 24, 2025 (2 days ago).',
    ],
    [
      'end',
      30,
      'Contract ends in 30 days: Linen Service',
      '"Linen Service" ends on March 24, 2025 (in 30 days).',
    ],
    ['end', -1, 'Contract ended: Linen Service', '"Linen Service" ended on March 24, 2025 (1 day ago).'],
  ] as const)('%s with %i days left', (milestone, daysLeft, subject, sentence) => {
    const mail = renderContractReminderEmail({ ...base, milestone, daysLeft });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(
      `${milestone === 'notice' ? 'Non-renewal notice date' : 'Contract end date'}: March 24, 2025`,
    );
    expect(mail.text.split('\n')).toContain('https://app.example.com/app/contracts/c-1');
    expect(mail.text).toContain('https://app.example.com/app/account');
  });

  it('names every property of an MSA, and says when there is no vendor', () => {
    const mail = renderContractReminderEmail({
      ...base,
      contract: { ...base.contract, properties: ['Beach House', 'City Center'], vendor: null },
      milestone: 'notice',
      daysLeft: 7,
    });
    expect(mail.text).toContain('Properties: Beach House, City Center');
    expect(mail.text).toContain('Vendor: —');
    expect(mail.text).toContain('Days left: 7');
  });

  it('says whether the term’s renewal decision is recorded, in notice reminders', () => {
    const notice = (decision: 'not_renew' | null) =>
      renderContractReminderEmail({
        ...base,
        contract: { ...base.contract, decision },
        milestone: 'notice',
        daysLeft: 7,
      });
    expect(notice(null).text).toContain('Decision: no decision recorded yet');
    expect(notice('not_renew').text).toContain("Decision: Don't renew");
    const end = renderContractReminderEmail({
      ...base,
      contract: { ...base.contract, decision: null },
      milestone: 'end',
      daysLeft: 7,
    });
    expect(end.text).not.toContain('Decision:');
  });

  it('escapes names in HTML and keeps the subject on one line', () => {
    const hostile = `<img src=x onerror="alert(1)">\nBcc: evil@example.com`;
    const mail = renderContractReminderEmail({
      ...base,
      recipientName: hostile,
      contract: { id: 'c/1?x', name: hostile, properties: [hostile], vendor: hostile },
      milestone: 'notice',
      daysLeft: 3,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('href="https://app.example.com/app/contracts/c%2F1%3Fx"');
  });
});
