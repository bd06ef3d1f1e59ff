const RELOADED_AT = 'keydate:reloaded-for-new-release';

/**
 * A chunk of code that cannot be fetched was most likely replaced by a new release while this tab
 * was open: reload once to get the new one. A second failure within a minute is a real error.
 */
export function reloadForNewRelease(error: unknown): Promise<never> {
  const last = Number(sessionStorage.getItem(RELOADED_AT));
  if (Date.now() - last < 60_000) throw error;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return new Promise<never>(() => {});
}
