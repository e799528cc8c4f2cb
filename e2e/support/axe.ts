import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The page's serious and critical accessibility problems (axe-core), by rule id: a spec expects none.
export async function blockingViolations(page: Page): Promise<string[]> {
  const scan = await new AxeBuilder({ page }).analyze();
  return scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}
