import {
  type TChangePasswordRequest,
  type TUpdateAccountRequest,
  ZAccountResponse,
  ZCalendarFeedResponse,
  ZMessageResponse,
  ZUser,
} from '@keydate/domain';
import { z } from 'zod';
import { request } from '../../lib/api.ts';

const ZAccountUpdateResponse = z.object({ user: ZUser });

export const accountQueryKey = ['account'] as const;

/** GET /api/account: who you are, your reminder switch and your calendar feed URL. */
export const getAccount = (signal?: AbortSignal) => request('/account', ZAccountResponse, { signal });

export const updateAccount = (body: TUpdateAccountRequest) =>
  request('/account', ZAccountUpdateResponse, { method: 'PATCH', body });

/** PATCH /api/account with the switch alone; answers the whole account. */
export const setRemindersEnabled = (remindersEnabled: boolean) =>
  request('/account', ZAccountResponse, { method: 'PATCH', body: { remindersEnabled } });

/** PATCH /api/account with the weekly summary's switch alone; answers the whole account. */
export const setWeeklyDigestEnabled = (weeklyDigestEnabled: boolean) =>
  request('/account', ZAccountResponse, { method: 'PATCH', body: { weeklyDigestEnabled } });

/** POST /api/account/calendar-feed/regenerate: the old URL stops working. */
export const regenerateCalendarFeed = () =>
  request('/account/calendar-feed/regenerate', ZCalendarFeedResponse, { method: 'POST' });

export const changePassword = (body: TChangePasswordRequest) =>
  request('/account/password', ZMessageResponse, { method: 'POST', body });
