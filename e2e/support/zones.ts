/**
 * Marks a journey that shows or enters dates, or counts days from today: it runs again in a browser east
 * of UTC (the 'auckland' project), where a date handled as a moment would move to the day before.
 */
export const DATES_SHOWN = { tag: '@dates-shown' };
