// Helpers of the calendar feed tests: the feed URL from the account API, the feed fetched without a
// session, and its events read back by ical.js (an independent parser).
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { TEST_APP_URL, type TestApp } from './build-test-app.ts';
import type { Headers } from './contracts.ts';

export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  /** The all-day date as YYYY-MM-DD, and the (exclusive) end date. */
  start: string;
  end: string;
}

/** The account's current feed URL, as a path this test app answers. */
export async function feedPath(t: TestApp, headers: Headers): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/account', headers });
  expect(res.statusCode).toBe(200);
  return pathOf(res.json().calendarFeedUrl);
}

export function pathOf(feedUrl: string): string {
  expect(feedUrl.startsWith(`${TEST_APP_URL}/api/calendar/`)).toBe(true);
  expect(feedUrl.endsWith('.ics')).toBe(true);
  return feedUrl.slice(TEST_APP_URL.length);
}

/** GET without any session: the token in the path is the only credential. */
export const getFeed = (t: TestApp, path: string) => t.app.inject({ method: 'GET', url: path });

export function readEvents(body: string): { calendar: ICAL.Component; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate, event.summary).toBe(true);
    expect(event.endDate.isDate, event.summary).toBe(true);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
  return { calendar, events };
}
