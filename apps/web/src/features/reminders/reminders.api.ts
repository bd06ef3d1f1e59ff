import { type TReminderSettingsRequest, ZReminderHealth, ZWorkspaceReminderSettings } from '@keydate/domain';
import { request } from '../../lib/api.ts';

export const reminderQueryKeys = {
  health: ['admin-reminders', 'health'] as const,
  settings: ['admin-reminders', 'settings'] as const,
};

export const getReminderHealth = (signal?: AbortSignal) =>
  request('/admin/reminders', ZReminderHealth, { signal });

export const getReminderSettings = (signal?: AbortSignal) =>
  request('/admin/reminders/settings', ZWorkspaceReminderSettings, { signal });

export const updateReminderSettings = (body: TReminderSettingsRequest) =>
  request('/admin/reminders/settings', ZWorkspaceReminderSettings, { method: 'PUT', body });
