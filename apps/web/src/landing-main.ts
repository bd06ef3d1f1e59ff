// The one script of the pre-rendered landing page (landing.html). The page arrives whole, with the
// default names; this puts in the names this server is configured with, and this year. Its links to
// the app are ordinary links: following one loads the app.
import { landingTitle, partnershipCredit, type TBranding } from './features/branding/branding.ts';

function setText(selector: string, text: string): void {
  for (const element of document.querySelectorAll(selector)) element.textContent = text;
}

function isBranding(value: unknown): value is TBranding {
  if (typeof value !== 'object' || value === null) return false;
  const { brandName, partnerName } = value as Record<string, unknown>;
  return typeof brandName === 'string' && (partnerName === null || typeof partnerName === 'string');
}

setText('[data-year]', String(new Date().getFullYear()));

fetch('/api/branding', { headers: { Accept: 'application/json' } })
  .then((response) => (response.ok ? response.json() : null))
  .then((branding: unknown) => {
    if (!isBranding(branding)) return;
    setText('[data-brand-name]', branding.brandName);
    // Without a partner the pre-rendered credit is already the right one.
    if (branding.partnerName) setText('[data-partner-credit]', partnershipCredit(branding.partnerName));
    document.title = landingTitle(branding.brandName);
  })
  .catch(() => {
    // Without an answer the default names stay, as they do in the app.
  });
