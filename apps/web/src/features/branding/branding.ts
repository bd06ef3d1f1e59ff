// The company and partner names and the texts made from them. Nothing here is imported at run time
// but plain code, so the pre-rendered landing page's small script can share it with the app.
import type { TBranding } from '@keydate/domain';

export type { TBranding };

export const DEFAULT_BRANDING: TBranding = { brandName: 'Keydate', partnerName: null };

/** The footer's credit when a partner is configured. */
export function partnershipCredit(partnerName: string): string {
  return `Built in partnership with ${partnerName}`;
}

/** The landing page's browser tab title. */
export function landingTitle(brandName: string): string {
  return `${brandName}: every agreement, tracked and on time`;
}

function isBranding(value: unknown): value is TBranding {
  if (typeof value !== 'object' || value === null) return false;
  const { brandName, partnerName } = value as Record<string, unknown>;
  return typeof brandName === 'string' && (partnerName === null || typeof partnerName === 'string');
}

/** The names this server is configured with (/api/branding); null when it does not answer them. */
export function fetchBranding(): Promise<TBranding | null> {
  return fetch('/api/branding', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((branding: unknown) => (isBranding(branding) ? branding : null))
    .catch(() => null);
}
