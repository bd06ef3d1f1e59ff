import { z } from 'zod';
import { ZDuplicateOf } from './document-facts.ts';
import { LIMITS } from './limits.ts';
import { ZReminderSettings } from './reminders.ts';
import { ZRole } from './roles.ts';

const required = (label: string) => `${label} is required`;

/** Trimmed, non-empty, bounded person name. */
export const ZName = z
  .string({ error: required('Name') })
  .trim()
  .min(1, required('Name'))
  .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters`);

/** Email, trimmed and lower-cased; length per RFC 5321. */
export const ZEmail = z
  .string({ error: required('Email') })
  .trim()
  .min(1, required('Email'))
  .max(LIMITS.emailMax, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const ZPassword = z
  .string({ error: required('Password') })
  .min(1, required('Password'))
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const ZToken = z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200);

export const ZRegisterRequest = z.object({ name: ZName, email: ZEmail, password: ZPassword });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

// Sign-in checks only presence: length rules apply when a password is set, not when it is tried.
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: required('Password') })
    .min(1, required('Password'))
    .max(LIMITS.passwordMax * 4),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZEmailOnlyRequest = z.object({ email: ZEmail });
export type TEmailOnlyRequest = z.infer<typeof ZEmailOnlyRequest>;

export const ZResetPasswordRequest = z.object({ token: ZToken, password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZAddUserRequest = z.object({
  name: ZName,
  email: ZEmail,
  password: ZPassword,
  role: ZRole,
});
export type TAddUserRequest = z.infer<typeof ZAddUserRequest>;

export const ZChangeRoleRequest = z.object({ role: ZRole });
export type TChangeRoleRequest = z.infer<typeof ZChangeRoleRequest>;

// One's own account: the name, the reminder switch, the weekly mail's switch, or any of them. An empty
// change is refused at the name, the one field every form of this call shows.
export const ZUpdateAccountRequest = z
  .object({
    name: ZName.optional(),
    remindersEnabled: z.boolean({ error: 'Reminders must be switched on or off' }).optional(),
    weeklyDigestEnabled: z.boolean({ error: 'The weekly summary must be switched on or off' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (
      body.name === undefined &&
      body.remindersEnabled === undefined &&
      body.weeklyDigestEnabled === undefined
    ) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: required('Name') });
    }
  });
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZWorkspaceName = z
  .string({ error: 'Workspace name is required' })
  .trim()
  .min(1, 'Workspace name is required')
  .max(LIMITS.workspaceNameMax, `Workspace name must be at most ${LIMITS.workspaceNameMax} characters`);

export const ZUpdateWorkspaceRequest = z.object({ name: ZWorkspaceName });
export type TUpdateWorkspaceRequest = z.infer<typeof ZUpdateWorkspaceRequest>;

// Answers
export const ZUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** A person of the workspace as pickers and answers name them (GET /api/members, a contract's owner). */
export const ZMember = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type TMember = z.infer<typeof ZMember>;

/** GET /api/users (admin): each person, and how many contracts they own (deleting them asks for a new owner). */
export const ZWorkspaceUser = ZUser.extend({ contractsOwned: z.number().int().min(0) });
export type TWorkspaceUser = z.infer<typeof ZWorkspaceUser>;

export const ZWorkspace = z.object({ _id: z.string(), name: z.string() });
export type TWorkspace = z.infer<typeof ZWorkspace>;

/** GET /api/workspace: also the reminder lead times of every contract without its own (for any role). */
export const ZWorkspaceDetails = ZWorkspace.extend({ reminderLeadDays: ZReminderSettings });
export type TWorkspaceDetails = z.infer<typeof ZWorkspaceDetails>;

export const ZSessionResponse = z.object({ user: ZUser, workspace: ZWorkspace });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** The account page: the session's user and workspace, the reminder switch and the secret calendar feed. */
export const ZAccountResponse = ZSessionResponse.extend({
  remindersEnabled: z.boolean(),
  /** The Monday mail of the next 90 days' deadlines of the contracts one owns or is responsible for. */
  weeklyDigestEnabled: z.boolean(),
  /** Absolute https?://…/api/calendar/<token>.ics; whoever holds it reads the workspace's contract dates. */
  calendarFeedUrl: z.string(),
});
export type TAccountResponse = z.infer<typeof ZAccountResponse>;

export const ZCalendarFeedResponse = z.object({ calendarFeedUrl: z.string() });
export type TCalendarFeedResponse = z.infer<typeof ZCalendarFeedResponse>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZUser, workspace: ZWorkspace });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  needsVerification: z.boolean().optional(),
  duplicateOf: ZDuplicateOf.optional().describe(
    '409 to a document already stored: the contract or draft that holds it',
  ),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZRegisterResponse = z.object({ message: z.string(), user: ZUser });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZUserResponse = z.object({ user: ZUser });
export type TUserResponse = z.infer<typeof ZUserResponse>;
