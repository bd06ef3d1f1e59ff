import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import { FIRST_ZONE } from './zones.ts';

/**
 * The page's serious and critical accessibility violations, as lines to compare with []. Checked in the
 * first zone's run of a journey only: what axe checks does not depend on the browser's time zone, and a
 * check is a second of the machine's time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (test.info().project.name !== FIRST_ZONE) return [];
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
