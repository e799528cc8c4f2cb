import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The page's serious and critical accessibility problems (axe-core), by rule id: a spec expects none.
// `exclude`: parts axe cannot enter, such as a sandboxed frame without scripts (the newsletter
// issue's preview), where injecting axe would wait forever; their own content is checked apart.
export async function blockingViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const scan = await builder.analyze();
  return scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}
