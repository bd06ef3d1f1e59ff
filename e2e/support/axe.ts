import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import { FIRST_ZONE } from './zones.ts';

/**
 * The page's serious and critical accessibility violations, as lines to compare with []. Checked in the
 * first zone's run of a journey only: what axe checks does not depend on the browser's time zone, and a
 * check is a second of the machine's time.
 *
 * axe runs in the page itself (the builder's legacy mode). Its default runs axe in each frame and then
 * merges the results in a new blank tab, a renderer of its own for every check: on the 38 journeys that
 * took some 35 s of the two cores and 19 s of the run. What legacy mode leaves out is frames of another
 * origin, and the app shows none of its own: a document's frame is its own origin's, and what Chromium
 * draws in it for a PDF is the browser's viewer, not the app.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (test.info().project.name !== FIRST_ZONE) return [];
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
