import { useEffect } from 'react';
import { useBranding } from '../features/branding/use-branding.ts';
import { CallToAction } from '../features/landing/call-to-action.tsx';
import { Hero } from '../features/landing/hero.tsx';
import { HowItWorks } from '../features/landing/how-it-works.tsx';
import { LandingFooter } from '../features/landing/landing-footer.tsx';
import { LandingHeader } from '../features/landing/landing-header.tsx';
import { PainPoints } from '../features/landing/pain-points.tsx';
import { Security } from '../features/landing/security.tsx';
import { Testimonial } from '../features/landing/testimonial.tsx';

export function LandingPage() {
  const branding = useBranding();
  useEffect(() => {
    document.title = `${branding.brandName}: every agreement, tracked and on time`;
  }, [branding.brandName]);

  return (
    <div className="min-h-screen bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-blue-800 focus:shadow"
      >
        Skip to content
      </a>
      <LandingHeader brandName={branding.brandName} />
      <main id="main">
        <Hero brandName={branding.brandName} />
        <HowItWorks />
        <PainPoints />
        <Security />
        <Testimonial />
        <CallToAction />
      </main>
      <LandingFooter branding={branding} />
    </div>
  );
}
