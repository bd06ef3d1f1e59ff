// Proves the project's TZ really reached this process, so the date tests cannot pass by accident.
import { describe, expect, it } from 'vitest';

// Local offset of 2025-01-15 12:00 (southern summer, northern winter), in getTimezoneOffset's sign.
const JANUARY_OFFSET_MINUTES: Record<string, number> = {
  UTC: 0,
  'America/Los_Angeles': 480,
  'Pacific/Auckland': -780,
};

describe('time zone of this test run', () => {
  it('is the zone the project configured, for Intl and for Date', () => {
    const tz = process.env.TZ;
    expect(tz).toBeDefined();
    expect(Object.keys(JANUARY_OFFSET_MINUTES)).toContain(tz);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(tz);
    expect(new Date(Date.UTC(2025, 0, 15, 12)).getTimezoneOffset()).toBe(JANUARY_OFFSET_MINUTES[tz ?? '']);
  });
});
