import { useEffect } from 'react';
import { landingTitle } from '../features/branding/branding.ts';
import { partnerCredit, useBranding } from '../features/branding/use-branding.ts';
import { LandingContent } from '../features/landing/landing-content.tsx';

/**
 * The landing page inside the app (reached by a link from another page). A visitor opening / gets
 * the same page pre-rendered by the build instead: see landing.html.
 */
export function LandingPage() {
  const branding = useBranding();
  useEffect(() => {
    document.title = landingTitle(branding.brandName);
  }, [branding.brandName]);

  return (
    <LandingContent
      brandName={branding.brandName}
      partnerCredit={partnerCredit(branding)}
      year={new Date().getFullYear()}
    />
  );
}
