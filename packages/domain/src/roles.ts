import { z } from 'zod';

export const ROLES = ['user', 'admin'] as const;
export const ZRole = z.enum(ROLES, { error: 'Role must be user or admin' });
export type TRole = z.infer<typeof ZRole>;
