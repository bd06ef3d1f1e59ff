// The one script of the pre-rendered landing page (landing.html). The page arrives whole, with the
// default names; this puts in the names this server is configured with, and this year. Its links to
// the app are ordinary links: following one loads the app.
import { fetchBranding, landingTitle, partnershipCredit } from './features/branding/branding.ts';

function setText(selector: string, text: string): void {
  for (const element of document.querySelectorAll(selector)) element.textContent = text;
}

setText('[data-year]', String(new Date().getFullYear()));

void fetchBranding().then((branding) => {
  // Without an answer the default names stay, as they do in the app.
  if (!branding) return;
  setText('[data-brand-name]', branding.brandName);
  // Without a partner the pre-rendered credit is already the right one.
  if (branding.partnerName) setText('[data-partner-credit]', partnershipCredit(branding.partnerName));
  document.title = landingTitle(branding.brandName);
});
