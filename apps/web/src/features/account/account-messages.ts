// The words of the account page's reminder and calendar feed sections, shared with their tests.
export const ACCOUNT_MSG = {
  loadSettingsFailed: 'Error loading your reminder and calendar settings',
  reminderSwitchLabel: 'Email me reminders before notice and end dates',
  remindersOn: 'Reminders turned on',
  remindersOff: 'Reminders turned off',
  saveRemindersFailed: 'Failed to save your reminder setting',
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
