import {
  type EmailBrand,
  escapeHtml,
  oneLine,
  type RenderedEmail,
  renderHtml,
  verifyEmailLink,
} from '../render.ts';

/** Sent after registration and on "resend verification". */
export function renderVerifyEmail(options: EmailBrand & { name: string; token: string }): RenderedEmail {
  const link = verifyEmailLink(options.appUrl, options.token);
  const footnote = `This link is valid for 48 hours. If you did not create a ${options.brandName} account, you can ignore this email.`;
  return {
    subject: oneLine(`Verify your email for ${options.brandName}`),
    html: renderHtml({
      brandName: options.brandName,
      paragraphs: [
        `Hi ${escapeHtml(options.name)},`,
        `Thanks for signing up for ${escapeHtml(options.brandName)}. Please confirm your email address to finish setting up your account.`,
      ],
      action: { label: 'Verify email', url: link },
      footnote,
    }),
    text: [
      `Hi ${options.name},`,
      '',
      `Thanks for signing up for ${options.brandName}. Please confirm your email address by opening this link:`,
      '',
      link,
      '',
      footnote,
      '',
    ].join('\n'),
  };
}
