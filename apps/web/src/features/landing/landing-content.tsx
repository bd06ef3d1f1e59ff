import type { ReactNode } from 'react';
import { CallToAction } from './call-to-action.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PainPoints } from './pain-points.tsx';
import { Security } from './security.tsx';
import { Testimonial } from './testimonial.tsx';

/**
 * The whole landing page. The names and the year are given as nodes: the app passes their text, the
 * build's pre-rendered copy passes them marked, so that its script can put the configured names in.
 */
export interface LandingContentProps {
  brandName: ReactNode;
  partnerCredit: ReactNode;
  year: ReactNode;
}

export function LandingContent({ brandName, partnerCredit, year }: LandingContentProps) {
  return (
    <div className="min-h-screen bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-blue-800 focus:shadow"
      >
        Skip to content
      </a>
      <LandingHeader brandName={brandName} />
      <main id="main">
        <Hero brandName={brandName} />
        <HowItWorks />
        <PainPoints />
        <Security />
        <Testimonial />
        <CallToAction />
      </main>
      <LandingFooter brandName={brandName} partnerCredit={partnerCredit} year={year} />
    </div>
  );
}
