import { describe, expect, it } from 'vitest';
import { renderResetPasswordEmail } from '../src/mail/templates/reset-password.email.ts';
import { renderUserAddedEmail } from '../src/mail/templates/user-added.email.ts';
import { renderVerifyEmail } from '../src/mail/templates/verify-email.email.ts';

const brand = { brandName: 'Keydate & <Co>', appUrl: 'https://app.example.com' };
const hostile = `<img src=x onerror="alert('x')"> & Sons`;

describe('mail templates', () => {
  const mails = [
    {
      mail: renderVerifyEmail({ ...brand, name: hostile, token: 'tok-verify' }),
      link: 'https://app.example.com/verify-email/tok-verify',
    },
    {
      mail: renderResetPasswordEmail({ ...brand, name: hostile, token: 'tok-reset' }),
      link: 'https://app.example.com/reset-password/tok-reset',
    },
    {
      mail: renderUserAddedEmail({
        ...brand,
        name: hostile,
        workspaceName: hostile,
        addedBy: hostile,
        token: 'tok-added',
      }),
      link: 'https://app.example.com/verify-email/tok-added',
    },
  ];

  it('escape every user-provided value in HTML', () => {
    for (const { mail } of mails) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<Co>');
      expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Sons');
      expect(mail.html).toContain('Keydate &amp; &lt;Co&gt;');
    }
  });

  it('put the link alone on a line of the plain text and in the HTML', () => {
    for (const { mail, link } of mails) {
      expect(mail.text.split('\n')).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
  });

  it('keep subjects on one line', () => {
    const mail = renderUserAddedEmail({
      ...brand,
      name: 'x',
      workspaceName: 'Two\nLines\r\nBcc: evil@example.com',
      addedBy: 'y',
      token: 't',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('You were added to Two Lines Bcc: evil@example.com on Keydate & <Co>');
  });
});
