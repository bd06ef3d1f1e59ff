import type { TUser, TWorkspace } from '@keydate/domain';

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    _id: 'u-admin',
    name: 'Ada Admin',
    email: 'ada@example.com',
    role: 'admin',
    isVerified: true,
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export const workspace: TWorkspace = { _id: 'w-1', name: "Ada's workspace" };
