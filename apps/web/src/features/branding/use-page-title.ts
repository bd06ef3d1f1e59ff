import { useEffect } from 'react';
import { useBranding } from './use-branding.ts';

/** Sets the browser tab's title to "<page> · <company>". */
export function usePageTitle(title: string): void {
  const { brandName } = useBranding();
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title, brandName]);
}
