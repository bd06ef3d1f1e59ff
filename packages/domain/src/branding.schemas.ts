import { z } from 'zod';

/** GET /api/branding: the names shown on the landing page and in footers. */
export const ZBranding = z.object({ brandName: z.string(), partnerName: z.string().nullable() });
export type TBranding = z.infer<typeof ZBranding>;
