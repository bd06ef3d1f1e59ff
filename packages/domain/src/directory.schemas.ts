// The workspace's directory that contracts point at (docs/domain.md, Properties and vendors).
import { z } from 'zod';
import { LIMITS } from './limits.ts';

export const RECORD_STATUSES = ['active', 'inactive'] as const;
export const ZRecordStatus = z.enum(RECORD_STATUSES, { error: 'Status must be active or inactive' });
export type TRecordStatus = z.infer<typeof ZRecordStatus>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Members of the workspace, each once; absent on an update keeps the property's responsible people. */
const ZResponsibleIds = z
  .array(
    z.string({ error: 'Responsible people must be ids' }).trim().min(1, 'Responsible people must be ids'),
    {
      error: 'Responsible people must be a list of ids',
    },
  )
  .max(LIMITS.responsiblesMax, `At most ${LIMITS.responsiblesMax} responsible people`)
  .transform((ids) => [...new Set(ids)]);

export const ZPropertyInput = z.object({
  name: requiredText('Property Code/Name', LIMITS.recordNameMax),
  status: ZRecordStatus.default('active'),
  responsibleIds: ZResponsibleIds.optional(),
});
export type TPropertyInput = z.input<typeof ZPropertyInput>;
// An edit keeps the status when it is left out: a missing status must not quietly reactivate a
// retired record (the create default of 'active' is right only for new records).
export const ZPropertyUpdate = ZPropertyInput.extend({ status: ZRecordStatus.optional() });
export type TPropertyUpdate = z.output<typeof ZPropertyUpdate>;

export const ZVendorInput = z.object({
  name: requiredText('Company Name', LIMITS.recordNameMax),
  contactPerson: requiredText('Contact Person', LIMITS.nameMax),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.emailMax, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: requiredText('Phone', LIMITS.phoneMax)
    .regex(/^[+\d\s()./-]+$/, 'Please enter a valid phone number')
    .refine((phone) => (phone.match(/\d/g) ?? []).length >= 3, 'Please enter a valid phone number'),
  status: ZRecordStatus.default('active'),
});
export type TVendorInput = z.input<typeof ZVendorInput>;
export const ZVendorUpdate = ZVendorInput.extend({ status: ZRecordStatus.optional() });
export type TVendorUpdate = z.output<typeof ZVendorUpdate>;

export const ZProperty = z.object({
  _id: z.string(),
  name: z.string(),
  status: ZRecordStatus,
  responsibles: z
    .array(z.object({ _id: z.string(), name: z.string(), email: z.string() }))
    .describe("The people responsible for the property: they receive its contracts' reminders"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProperty = z.infer<typeof ZProperty>;

export const ZVendor = z.object({
  _id: z.string(),
  name: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  status: ZRecordStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;
