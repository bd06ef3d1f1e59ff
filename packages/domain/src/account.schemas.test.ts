import { describe, expect, it } from 'vitest';
import {
  ZAddUserRequest,
  ZEmail,
  ZLoginRequest,
  ZName,
  ZPassword,
  ZRegisterRequest,
  ZUpdateAccountRequest,
} from './account.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('account schemas', () => {
  it('trims and lower-cases emails and refuses malformed ones', () => {
    expect(ZEmail.parse('  Olivia@Example.COM ')).toBe('olivia@example.com');
    for (const bad of ['olivia', 'olivia@', '@example.com', 'a b@example.com']) {
      expect(firstMessage(ZEmail.safeParse(bad))).toBe('Please enter a valid email address');
    }
    expect(firstMessage(ZEmail.safeParse(''))).toBe('Email is required');
    expect(ZEmail.safeParse(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`).success).toBe(true);
    expect(ZEmail.safeParse(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`).success).toBe(false);
  });

  it('bounds passwords at 8 and 128 characters', () => {
    expect(firstMessage(ZPassword.safeParse('1234567'))).toBe('Password must be at least 8 characters');
    expect(ZPassword.safeParse('12345678').success).toBe(true);
    expect(ZPassword.safeParse('x'.repeat(128)).success).toBe(true);
    expect(firstMessage(ZPassword.safeParse('x'.repeat(129)))).toBe(
      'Password must be at most 128 characters',
    );
    expect(firstMessage(ZPassword.safeParse(''))).toBe('Password is required');
  });

  it('trims names, requires them and bounds them at 200 characters', () => {
    expect(ZName.parse('  Olivia Owner ')).toBe('Olivia Owner');
    expect(firstMessage(ZName.safeParse('   '))).toBe('Name is required');
    expect(ZName.safeParse('x'.repeat(200)).success).toBe(true);
    expect(firstMessage(ZName.safeParse('x'.repeat(10_000)))).toBe('Name must be at most 200 characters');
  });

  it('names each missing registration field', () => {
    const result = ZRegisterRequest.safeParse({});
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byField).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('does not apply length rules to a sign-in attempt', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@example.com', password: 'short' }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false);
  });

  it('accepts only the user and admin roles', () => {
    const base = { name: 'Casey', email: 'casey@example.com', password: 'long-enough' };
    expect(ZAddUserRequest.safeParse({ ...base, role: 'user' }).success).toBe(true);
    expect(firstMessage(ZAddUserRequest.safeParse({ ...base, role: 'owner' }))).toBe(
      'Role must be user or admin',
    );
  });

  it('changes the name, the reminder switch or both, but not nothing', () => {
    expect(ZUpdateAccountRequest.parse({ name: ' Sam ' })).toEqual({ name: 'Sam' });
    expect(ZUpdateAccountRequest.parse({ remindersEnabled: false })).toEqual({ remindersEnabled: false });
    expect(ZUpdateAccountRequest.parse({ name: 'Sam', remindersEnabled: true })).toEqual({
      name: 'Sam',
      remindersEnabled: true,
    });
    const empty = ZUpdateAccountRequest.safeParse({});
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
    ]);
    expect(firstMessage(ZUpdateAccountRequest.safeParse({ name: '  ' }))).toBe('Name is required');
    for (const bad of ['yes', 1, null]) {
      expect(firstMessage(ZUpdateAccountRequest.safeParse({ remindersEnabled: bad }))).toBe(
        'Reminders must be switched on or off',
      );
    }
  });
});
