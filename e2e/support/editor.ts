import type { Locator, Page } from '@playwright/test';

// Sets the text of a post or a newsletter issue as Markdown, through the visual editor's Markdown
// view, for specs about something other than the editor (e2e/post-editor-toolbar.spec.ts types
// into the editor itself). The view's buttons appear once the editor has loaded.
export async function fillMarkdown(scope: Page | Locator, label: string, markdown: string): Promise<void> {
  await scope.getByRole('button', { name: 'Markdown', exact: true }).click();
  await scope.getByRole('textbox', { name: `${label} (Markdown)` }).fill(markdown);
  await scope.getByRole('button', { name: 'Visual', exact: true }).click();
}

// The text as stored, read from the Markdown view (and back to the visual one).
export async function storedMarkdown(scope: Page | Locator, label: string): Promise<string> {
  await scope.getByRole('button', { name: 'Markdown', exact: true }).click();
  const markdown = await scope.getByRole('textbox', { name: `${label} (Markdown)` }).inputValue();
  await scope.getByRole('button', { name: 'Visual', exact: true }).click();
  return markdown;
}
