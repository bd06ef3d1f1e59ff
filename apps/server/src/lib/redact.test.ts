import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/verify/abcDEF123', '/api/auth/verify/[redacted]'],
    ['/auth/verify/abc?x=1', '/auth/verify/[redacted]?x=1'],
    ['/verify-email/tok', '/verify-email/[redacted]'],
    ['/reset-password/tok', '/reset-password/[redacted]'],
  ])('hides the token in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/auth/verify')).toBe('/auth/verify');
    expect(redactUrl('/api/users/42/role')).toBe('/api/users/42/role');
  });
});
