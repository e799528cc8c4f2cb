import type { Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The post editor's toolbar and shortcuts, used as a person would: typing with the keyboard,
// pressing Ctrl+B, clicking the buttons; what counts is the preview the server renders. Nothing
// is saved, so the blog the other specs count stays as seeded.

async function openEditor(page: Page) {
  await page.goto('/login?next=/admin/blogs/create');
  await signIn(page, seededAdmin(), '/admin/blogs/create');
  const text = page.getByLabel('Summary');
  await text.click();
  return {
    text,
    toolbar: page.getByRole('toolbar', { name: 'Formatting' }),
    preview: page.getByRole('region', { name: 'Preview' }),
  };
}

// The selected stretch of the text, to check where the caret landed (start === end: a caret).
function selectionOf(page: Page) {
  return page.getByLabel('Summary').evaluate((element: HTMLTextAreaElement) => ({ start: element.selectionStart, end: element.selectionEnd }));
}

test('typing with the shortcuts and buttons, the format starts at the caret and typing goes on inside it', async ({ page }) => {
  const { text, toolbar, preview } = await openEditor(page);
  const button = (name: string) => toolbar.getByRole('button', { name, exact: true });

  // Ctrl+B, a word, Ctrl+B: bold, no stray marks, the space after it kept.
  await page.keyboard.type('Visa fees ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('rise');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' in ');
  await page.keyboard.press('Control+I');
  await page.keyboard.type('May');
  await page.keyboard.press('Control+I');
  await page.keyboard.type('.');
  await expect(text).toHaveValue('Visa fees **rise** in _May_.');
  await expect(preview.locator('p').first()).toHaveText('Visa fees rise in May.');
  await expect(preview.locator('p strong')).toHaveText('rise');
  await expect(preview.locator('p em')).toHaveText('May');

  // A heading from an empty line: the marker stays when typing follows.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await button('Heading').click();
  await expect(text).toBeFocused();
  await page.keyboard.type('Costs');
  await expect(preview.getByRole('heading', { level: 2, name: 'Costs' })).toBeVisible();

  // A bulleted list: Enter starts the next item, Enter on an empty one ends the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await button('Bulleted list').click();
  await page.keyboard.type('Rent');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Insurance');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Then a numbered list:');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await button('Numbered list').click();
  await page.keyboard.type('Apply');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Wait');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(preview.locator('ul > li')).toHaveText(['Rent', 'Insurance']);
  await expect(preview.locator('ol > li')).toHaveText(['Apply', 'Wait']);

  // A quote, and a link: its text, Ctrl+K, its address, Ctrl+K, and on after it.
  await button('Quote').click();
  await page.keyboard.type('Start early.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read ');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('the guide');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('https://www.make-it-in-germany.com/en');
  await page.keyboard.press('Control+K');
  await page.keyboard.type(' first.');
  await expect(preview.locator('blockquote')).toHaveText('Start early.');
  await expect(preview.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://www.make-it-in-germany.com/en');
  await expect(preview.locator('p').filter({ hasText: 'Read' })).toHaveText('Read the guide first.');

  // A table: the caret lands in its first heading cell.
  await page.keyboard.press('Enter');
  await button('Table').click();
  await page.keyboard.type('Item');
  await expect(preview.locator('table th').first()).toHaveText('Item');

  await expect(text).toHaveValue(
    [
      'Visa fees **rise** in _May_.',
      '## Costs',
      '- Rent\n- Insurance',
      'Then a numbered list:',
      '1. Apply\n2. Wait',
      '> Start early.',
      'Read [the guide](https://www.make-it-in-germany.com/en) first.',
      '| Item |  |\n| --- | --- |\n|  |  |',
    ].join('\n\n'),
  );
});

test('with a selection each button and shortcut formats it, pressing again undoes it, and Ctrl+Z still works', async ({ page }) => {
  const { text, toolbar, preview } = await openEditor(page);
  const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
  const selectBack = async (characters: number) => {
    for (let i = 0; i < characters; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  };

  await page.keyboard.type('Bring your passport');
  await selectBack('passport'.length);
  await button('Bold').click();
  await expect(text).toHaveValue('Bring your **passport**');
  await expect(preview.locator('strong')).toHaveText('passport');
  // The word stays selected: pressed again, the bold goes.
  expect(await selectionOf(page)).toEqual({ start: 13, end: 21 });
  await page.keyboard.press('Control+B');
  await expect(text).toHaveValue('Bring your passport');
  await page.keyboard.press('Control+I');
  await expect(text).toHaveValue('Bring your _passport_');
  await expect(preview.locator('em')).toHaveText('passport');
  // The browser's own undo takes the edit back.
  await page.keyboard.press('Control+Z');
  await expect(text).toHaveValue('Bring your passport');

  // Heading, list and quote on the line, and off again; the caret stays on its letter.
  await page.keyboard.press('Control+End');
  for (const [name, marked] of [
    ['Heading', '## Bring your passport'],
    ['Bulleted list', '- Bring your passport'],
    ['Numbered list', '1. Bring your passport'],
    ['Quote', '> Bring your passport'],
  ] as const) {
    await button(name).click();
    await expect(text).toHaveValue(marked);
    expect(await selectionOf(page)).toEqual({ start: marked.length, end: marked.length });
    if (name === 'Heading') await expect(preview.getByRole('heading', { level: 2, name: 'Bring your passport' })).toBeVisible();
    if (name === 'Bulleted list') await expect(preview.locator('ul > li')).toHaveText('Bring your passport');
    await button(name).click();
    await expect(text).toHaveValue('Bring your passport');
  }

  // A link of the selected words: the address is selected to type.
  await selectBack('passport'.length);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('https://service.berlin.de');
  await expect(text).toHaveValue('Bring your [passport](https://service.berlin.de)');
  await expect(preview.getByRole('link', { name: 'passport' })).toHaveAttribute('href', 'https://service.berlin.de');
  // The link's words selected, Ctrl+K makes them plain again.
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 'Bring your ['.length; i += 1) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 'passport'.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Control+K');
  await expect(text).toHaveValue('Bring your passport');

  // Selected lines with tab-separated cells become a table, and back.
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // As pasted from a spreadsheet (Tab itself moves on to the next control).
  await page.keyboard.insertText('Item\tPer month\nRent\t€900');
  await selectBack('Item\tPer month\nRent\t€900'.length);
  await button('Table').click();
  await expect(text).toHaveValue('Bring your passport\n\n| Item | Per month |\n| --- | --- |\n| Rent | €900 |');
  await expect(preview.getByRole('cell', { name: '€900' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Per month' })).toBeVisible();
  await button('Table').click();
  await expect(text).toHaveValue('Bring your passport\n\nItem\tPer month\nRent\t€900');
});

test('the toolbar works from the keyboard, passes axe and fits a phone', async ({ page }) => {
  const { text, toolbar } = await openEditor(page);
  await page.keyboard.type('Opening hours');
  // One tab stop for the toolbar: Shift+Tab reaches it, arrows move along it, Enter applies and
  // the typing goes on in the text.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Heading' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Table' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Heading' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text).toBeFocused();
  await expect(text).toHaveValue('## Opening hours');
  await page.keyboard.type(' in Berlin');
  await expect(text).toHaveValue('## Opening hours in Berlin');
  // The button last reached stays the toolbar's tab stop; Tab goes on to the text.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Table' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(text).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Table' })).toBeFocused();

  // Every button is within the width and the page does not scroll sideways (the phone project is 360 px wide).
  const outside = await toolbar
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().left < 0 || b.getBoundingClientRect().right > window.innerWidth).length);
  expect(outside).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page, { include: ['main'] })).toEqual([]);
});
