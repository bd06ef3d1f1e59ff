// Run by the build (vite-plugins/prerender-landing.ts), never in the browser: the landing page as HTML.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { DEFAULT_BRANDING, landingTitle } from '../branding/branding.ts';
import { partnerCredit } from '../branding/use-branding.ts';
import { LandingContent } from './landing-content.tsx';

/** The page with the default names and this year, each marked for landing-main.ts to replace. */
export function renderStaticLanding(): { html: string; title: string } {
  const html = renderToString(
    <StaticRouter location="/">
      <LandingContent
        brandName={<span data-brand-name="">{DEFAULT_BRANDING.brandName}</span>}
        partnerCredit={<span data-partner-credit="">{partnerCredit(DEFAULT_BRANDING)}</span>}
        year={<span data-year="">{new Date().getFullYear()}</span>}
      />
    </StaticRouter>,
  );
  return { html, title: landingTitle(DEFAULT_BRANDING.brandName) };
}
