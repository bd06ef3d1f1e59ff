/**
 * Marks a journey that enters dates, or shows what the browser counts from today (the contract page,
 * the wizard, the bell, reminders): it runs again in a browser east of UTC (the 'auckland' project),
 * where a date handled as a moment would move to the day before. Lists show dates the server counts,
 * formatted from their parts in every zone (packages/domain dates tests).
 */
export const DATES_SHOWN = { tag: '@dates-shown' };

/** The project every journey runs in, west of UTC; checks that do not depend on the zone run there only. */
export const FIRST_ZONE = 'los-angeles';
