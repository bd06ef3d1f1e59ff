// The words of the account page's reminder, weekly summary and calendar feed sections, shared with their tests.
export const ACCOUNT_MSG = {
  loadSettingsFailed: 'Error loading your reminder and calendar settings',
  reminderSwitchLabel: 'Email me reminders before notice and end dates',
  remindersOn: 'Reminders turned on',
  remindersOff: 'Reminders turned off',
  saveRemindersFailed: 'Failed to save your reminder setting',
  weeklyDigestLabel: 'Weekly summary',
  weeklyDigestHint:
    'Every Monday, an email of the deadlines in the next 90 days of the contracts you own or are responsible for.',
  weeklyDigestOn: 'Weekly summary switched on',
  weeklyDigestOff: 'Weekly summary switched off',
  saveWeeklyDigestFailed: 'Failed to update the weekly summary',
  feedUrlLabel: 'Your calendar feed URL',
  copy: 'Copy',
  copied: 'Copied',
  copyByHand: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it',
  regenerate: 'Regenerate link',
  regenerateTitle: 'Regenerate calendar link?',
  regenerateWarning:
    'The current link stops working at once. Calendars subscribed to it stop updating until you subscribe to the new link.',
  regenerated: 'New calendar link ready. The old link no longer works.',
  regenerateFailed: 'Failed to regenerate the calendar link',
} as const;
