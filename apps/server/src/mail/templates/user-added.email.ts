import {
  type EmailBrand,
  escapeHtml,
  oneLine,
  type RenderedEmail,
  renderHtml,
  verifyEmailLink,
} from '../render.ts';

/** Sent to a person an admin added to a workspace; the link verifies their email. */
export function renderUserAddedEmail(
  options: EmailBrand & { name: string; workspaceName: string; addedBy: string; token: string },
): RenderedEmail {
  const link = verifyEmailLink(options.appUrl, options.token);
  const footnote =
    'This link is valid for 48 hours. If you did not expect this invitation, you can ignore this email.';
  return {
    subject: oneLine(`You were added to ${options.workspaceName} on ${options.brandName}`),
    html: renderHtml({
      brandName: options.brandName,
      paragraphs: [
        `Hi ${escapeHtml(options.name)},`,
        `${escapeHtml(options.addedBy)} added you to <strong>${escapeHtml(options.workspaceName)}</strong> on ${escapeHtml(options.brandName)}.`,
        'Confirm your email address, then sign in with the password your administrator gave you. You can change it on your account page.',
      ],
      action: { label: 'Verify email', url: link },
      footnote,
    }),
    text: [
      `Hi ${options.name},`,
      '',
      `${options.addedBy} added you to ${options.workspaceName} on ${options.brandName}.`,
      'Confirm your email address by opening this link, then sign in with the password your administrator gave you:',
      '',
      link,
      '',
      footnote,
      '',
    ].join('\n'),
  };
}
