import type { Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';
import { storedMarkdown } from './support/editor';

// The visual editor of posts, used as a person would: typing with the keyboard (Markdown
// shortcuts, Ctrl+B), clicking the toolbar, pasting from a word processor. What counts is the
// Markdown it stores (read from its Markdown view) and the preview the server renders. Nothing is
// saved, so the blog the other specs count stays as seeded.

async function openEditor(page: Page, { signedIn = false } = {}) {
  if (signedIn) await page.goto('/admin/blogs/create');
  else {
    await page.goto('/login?next=/admin/blogs/create');
    await signIn(page, seededAdmin(), '/admin/blogs/create');
  }
  const text = page.getByRole('textbox', { name: 'Summary', exact: true });
  // Below 1024 px the preview is behind its toggle.
  const showPreview = page.getByRole('button', { name: 'Show preview' });
  await expect(text).toBeVisible();
  if (await showPreview.isVisible()) await showPreview.click();
  await text.click();
  return {
    text,
    toolbar: page.getByRole('toolbar', { name: 'Formatting' }),
    preview: page.getByRole('region', { name: 'Preview' }),
  };
}

test('each element from the keyboard and the toolbar becomes the Markdown the page renders', async ({ page }) => {
  const { text, toolbar, preview } = await openEditor(page);
  const button = (name: string) => toolbar.getByRole('button', { name, exact: true });

  // Ctrl+B and Ctrl+I around words; the buttons say when they are on.
  await page.keyboard.type('Visa fees ');
  await page.keyboard.press('Control+B');
  await expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('rise');
  await page.keyboard.press('Control+B');
  await expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' in ');
  await page.keyboard.press('Control+I');
  await page.keyboard.type('May');
  await page.keyboard.press('Control+I');
  await page.keyboard.type('.');
  await expect(preview.locator('p strong')).toHaveText('rise');
  await expect(preview.locator('p em')).toHaveText('May');

  // Markdown shortcuts as people type: a heading, a list, a numbered list, a quote.
  await page.keyboard.press('Enter');
  await page.keyboard.type('## Costs');
  await expect(button('Heading')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Rent');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Insurance');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1. Apply');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Wait');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('> Start early.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(preview.getByRole('heading', { level: 2, name: 'Costs' })).toBeVisible();
  await expect(preview.locator('ul > li')).toHaveText(['Rent', 'Insurance']);
  await expect(preview.locator('ol > li')).toHaveText(['Apply', 'Wait']);
  await expect(preview.locator('blockquote')).toHaveText('Start early.');

  // A link: the words, Ctrl+K, the address checked before it is applied.
  await page.keyboard.type('Read the guide');
  for (let i = 0; i < 'the guide'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+K');
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByLabel('Address').fill('make-it-in-germany');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog.getByLabel('Address')).toHaveAccessibleDescription(/Use a web address/);
  await expect(linkDialog.getByLabel('Address')).toHaveValue('make-it-in-germany');
  await linkDialog.getByLabel('Address').fill('https://www.make-it-in-germany.com/en');
  await linkDialog.getByLabel('Address').press('Enter');
  await expect(linkDialog).toBeHidden();
  await expect(preview.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://www.make-it-in-germany.com/en');
  // The cursor is back in the text, after the link.
  await expect(text).toBeFocused();

  // A callout box, a horizontal line and a table from the toolbar.
  await page.keyboard.press('Enter');
  await button('Callout box').click();
  await page.keyboard.type('Bring the originals.');
  await expect(button('Callout box')).toHaveAttribute('aria-pressed', 'true');
  await expect(preview.locator('aside.callout')).toHaveText('Bring the originals.');
  // Enter on an empty line leaves the box, as it leaves a quote or a list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(button('Callout box')).toHaveAttribute('aria-pressed', 'false');
  await button('Horizontal line').click();
  await expect(preview.locator('hr')).toHaveCount(1);
  await button('Table').click();
  await page.keyboard.type('Item');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Per month');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rent');
  await page.keyboard.press('Tab');
  await page.keyboard.type('€900');
  await expect(preview.getByRole('columnheader', { name: 'Per month' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: '€900' })).toBeVisible();
  // The third row, still empty, goes.
  await page.keyboard.press('Tab');
  await toolbar.getByRole('button', { name: 'Delete row' }).click();
  await expect(preview.locator('table tbody tr')).toHaveCount(1);

  // Undo and redo.
  await button('Undo').click();
  await expect(preview.locator('table tbody tr')).toHaveCount(2);
  await button('Redo').click();
  await expect(preview.locator('table tbody tr')).toHaveCount(1);

  expect(await storedMarkdown(page, 'Summary')).toBe(
    [
      'Visa fees **rise** in _May_.',
      '## Costs',
      '- Rent\n- Insurance',
      '1. Apply\n2. Wait',
      '> Start early.',
      'Read [the guide](https://www.make-it-in-germany.com/en)',
      '> [!NOTE]\n> Bring the originals.',
      '---',
      '| Item | Per month |\n| --- | --- |\n| Rent | €900 |',
    ].join('\n\n'),
  );
  await expect(page.getByText(/\d+ words · 1 min read/)).toBeVisible();
  await expect(text).toBeVisible();
});

test('pasting from a word processor keeps the structure and drops styles, scripts and outside images', async ({ page }) => {
  const { text, preview } = await openEditor(page);
  // What Word puts on the clipboard, shortened: its classes, inline styles, conditional comments,
  // an image on the writer's disk, and a script a web page might carry.
  const wordHtml = [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>',
    '<!--StartFragment--><h2 style="mso-outline-level:2"><span style="font-family:Calibri">Documents</span></h2>',
    '<p class="MsoNormal" style="color:red;font-size:14pt">Bring your <b style="mso-bidi-font-weight:normal">passport</b> and <i>two</i> photos.<o:p></o:p></p>',
    '<ul><li class="MsoListParagraph" style="mso-list:l0 level1 lfo1">Rental contract</li></ul>',
    '<p><img src="file:///C:/Users/anna/AppData/Local/Temp/msohtmlclip1/image001.png" width="200"></p>',
    '<script>window.pasted = true</script><!--EndFragment--></body></html>',
  ].join('');
  await text.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Documents Bring your passport and two photos. Rental contract');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, wordHtml);

  await expect(page.getByText('One pasted image was left out')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  expect(await page.evaluate(() => (window as { pasted?: boolean }).pasted)).toBeUndefined();
  const markdown = await storedMarkdown(page, 'Summary');
  expect(markdown).toBe('## Documents\n\nBring your **passport** and _two_ photos.\n\n- Rental contract');
  expect(await text.locator('[style]').count()).toBe(0);
});

test('the toolbar works from the keyboard, the editor passes axe and fits 390 and 1440 px', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const { text, toolbar } = await openEditor(page, { signedIn: width !== 390 });
    await page.keyboard.type('Opening hours');
    // One tab stop for the toolbar: Shift+Tab reaches it, arrows move along it, Enter applies and
    // the typing goes on in the text.
    await page.keyboard.press('Shift+Tab');
    await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(text).toBeFocused();
    await page.keyboard.type(' in Berlin');
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 2, name: 'Opening hours in Berlin' })).toBeVisible();
    // The button last used stays the toolbar's tab stop.
    await page.keyboard.press('Shift+Tab');
    await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Image from the library' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(text).toBeFocused();

    const outside = await toolbar
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().left < 0 || b.getBoundingClientRect().right > window.innerWidth).length);
    expect(outside).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await blockingViolations(page, { include: ['main'] })).toEqual([]);
  }
});
