// Helpers of the notifications API tests: contracts whose notice date and end date land a chosen
// number of days from a fixed today, uploaded and edited through the API like any other.
import { addCalendar, type TCalendarDate } from '@keydate/domain';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { type Headers, individualMetadata, upload } from './contracts.ts';

/** Far enough back that any day offset used by the tests gives a positive duration. */
const START_OFFSET = 500;

export interface DatesAhead {
  /** Days from today to the end date; 400 (out of the window) unless given. */
  endIn?: number;
  /** Days from today to the notice date (≤ endIn); 400 days ago (out of the window) unless given. */
  noticeIn?: number;
}

/** Start date and lifecycle (in days) that put the end and notice dates where asked. */
export function datesAhead(today: TCalendarDate, { endIn = 400, noticeIn = -400 }: DatesAhead) {
  const duration = START_OFFSET + endIn;
  return {
    startDate: addCalendar(today, -START_OFFSET, 'DAYS'),
    lifecycle: {
      duration: { value: duration, unit: 'DAYS' as const },
      nonRenewalNotice: {
        triggerType: 'BEFORE_END' as const,
        triggerValue: { value: endIn - noticeIn, unit: 'DAYS' as const },
      },
      evaluationPeriod: {
        triggerType: 'BEFORE_END' as const,
        triggerValue: { value: 0, unit: 'DAYS' as const },
      },
    },
  };
}

export async function uploadDated(
  t: TestApp,
  headers: Headers,
  propertyId: string,
  today: TCalendarDate,
  name: string,
  dates: DatesAhead,
): Promise<{ _id: string; name: string; endDate: string; nonRenewalNoticeStart: string }> {
  const res = await upload(t, headers, {
    metadata: individualMetadata(propertyId, { name, ...datesAhead(today, dates) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function editDates(
  t: TestApp,
  headers: Headers,
  contract: { _id: string; name: string },
  propertyId: string,
  today: TCalendarDate,
  dates: DatesAhead,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/contracts/${contract._id}`,
    headers,
    payload: individualMetadata(propertyId, { name: contract.name, ...datesAhead(today, dates) }),
  });
}

export const listNotifications = (t: TestApp, headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers });

export const markRead = (t: TestApp, headers: Headers, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/notifications/${encodeURIComponent(id)}/read`, headers });

export const markAllRead = (t: TestApp, headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers });
