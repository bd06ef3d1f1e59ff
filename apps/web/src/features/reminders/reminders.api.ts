import { type TReminderLeadDays, ZReminderHealth, ZReminderSettings } from '@keydate/domain';
import { request } from '../../lib/api.ts';

export const reminderQueryKeys = {
  health: ['admin-reminders', 'health'] as const,
  settings: ['admin-reminders', 'settings'] as const,
};

export const getReminderHealth = (signal?: AbortSignal) =>
  request('/admin/reminders', ZReminderHealth, { signal });

export const getReminderSettings = (signal?: AbortSignal) =>
  request('/admin/reminders/settings', ZReminderSettings, { signal });

export const updateReminderSettings = (body: TReminderLeadDays) =>
  request('/admin/reminders/settings', ZReminderSettings, { method: 'PUT', body });
