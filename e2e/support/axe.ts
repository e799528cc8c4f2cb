import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The page's serious and critical accessibility problems (axe-core), each as "rule: help (where)":
// a spec expects none.
// It first waits for the document's title: Next streams the metadata of a dynamic page after its
// first bytes, so a scan started right after a navigation could see a page without its title yet
// (it failed a clean-clone run once on /admin/dashboard); every page of ours has one.
// `exclude`: parts axe cannot enter, such as a sandboxed frame without scripts (the newsletter
// issue's preview), where injecting axe would wait forever; their own content is checked apart.
// `include`: scan only these parts (a post's article, the editor's main area).
export async function blockingViolations(
  page: Page,
  { exclude = [], include = [] }: { exclude?: string[]; include?: string[] } = {},
): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/, { timeout: 20_000 });
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  for (const selector of exclude) builder.exclude(selector);
  const scan = await builder.analyze();
  return scan.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
