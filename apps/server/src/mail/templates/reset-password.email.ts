import {
  type EmailBrand,
  escapeHtml,
  oneLine,
  type RenderedEmail,
  renderHtml,
  resetPasswordLink,
} from '../render.ts';

/** Sent on "forgot password". */
export function renderResetPasswordEmail(
  options: EmailBrand & { name: string; token: string },
): RenderedEmail {
  const link = resetPasswordLink(options.appUrl, options.token);
  const footnote =
    'This link is valid for 1 hour and works once. If you did not ask to reset your password, you can ignore this email: your password stays the same.';
  return {
    subject: oneLine(`Reset your ${options.brandName} password`),
    html: renderHtml({
      brandName: options.brandName,
      paragraphs: [
        `Hi ${escapeHtml(options.name)},`,
        `Someone asked to reset the password of your ${escapeHtml(options.brandName)} account. Choose a new password with the button below.`,
      ],
      action: { label: 'Reset password', url: link },
      footnote,
    }),
    text: [
      `Hi ${options.name},`,
      '',
      `Someone asked to reset the password of your ${options.brandName} account. Choose a new password here:`,
      '',
      link,
      '',
      footnote,
      '',
    ].join('\n'),
  };
}
