import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';

// The document checklists in the back office, on a phone: an editor finds a checklist that is due
// for review, corrects a document's explanation, sets the day it was checked, and the stored
// checklist (what the public page reads, tests/checklists.int.test.ts) has both. The list and the
// form are axe clean and never scroll sideways. The checklist is one of this test's own, so the
// seeded samples the public pages' specs read stay as they are.

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function ownChecklist() {
  const id = `e2e-work-visa-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const title = `Work visa ${id.slice(-4)}: document checklist`;
  const text = (en: string, de: string) => ({ en, de });
  await insertDocuments('checklists', [
    {
      _id: id,
      title: text(title, 'Arbeitsvisum: Checkliste der Unterlagen'),
      summary: text('What the mission asks for with a work visa.', 'Was die Vertretung für ein Arbeitsvisum verlangt.'),
      service: 'visa-advisory',
      sections: [
        {
          id: 'application',
          title: text('Application', 'Antrag'),
          items: [
            { id: 'passport', title: text('Passport', 'Reisepass'), explanation: text('Valid for the whole stay.', 'Für den ganzen Aufenthalt gültig.'), forms: ['original', 'copy'] },
            { id: 'contract', title: text('Employment contract', 'Arbeitsvertrag'), explanation: text('Signed by both sides.', 'Von beiden Seiten unterschrieben.'), forms: ['copy'] },
          ],
        },
      ],
      source: { name: text('Federal Foreign Office', 'Auswärtiges Amt'), url: 'https://www.auswaertiges-amt.de/en/visa-service' },
      checkedOn: null,
      sample: false,
      updatedAt: null,
      updatedBy: null,
    },
  ]);
  return { id, title };
}

test('an editor at 390 px corrects a document’s explanation and sets the day it was checked', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the test sets its own phone width');
  const { id, title } = await ownChecklist();
  const editor = await createAccount('checklists-editor', 'editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, editor);

  await page.goto('/admin/checklists');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checklists');
  const row = page.locator(`[data-checklist-id="${id}"]`);
  await expect(row.getByText('Review due')).toBeVisible();
  await expect(row).toContainText('1 section, 2 documents');
  await expect(row).toContainText('Never');
  // The seed's samples are marked.
  await expect(page.locator('[data-checklist-id="study-visa"]').getByText('Sample')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  await row.getByRole('link', { name: `Edit: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit checklist: ${title}`);
  await expect(page.getByRole('link', { name: `View page: ${title}` })).toHaveAttribute('href', `/checklists/${id}`);
  const form = page.getByRole('form', { name: `Edit checklist: ${title}` });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  const passport = form.getByRole('group', { name: 'Document 1: Passport' });
  await passport.getByRole('textbox', { name: 'Explanation', exact: true }).fill('Issued within the last ten years, with two blank pages.');
  await passport.getByLabel('Certified translation').check();
  // Today in UTC is never after today in Berlin.
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('Checked on').fill(today);
  await form.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByText('Checklist saved')).toBeVisible();

  const [stored] = await findDocuments('checklists', { _id: id });
  expect(stored?.checkedOn).toBe(today);
  expect(stored?.updatedBy).toBe(editor.email);
  expect(stored?.sections[0].items[0]).toMatchObject({
    id: 'passport',
    explanation: { en: 'Issued within the last ten years, with two blank pages.', de: 'Für den ganzen Aufenthalt gültig.' },
    forms: ['original', 'copy', 'certified-translation'],
  });
  // The form shows what was stored.
  await expect(passport.getByRole('textbox', { name: 'Explanation', exact: true })).toHaveValue('Issued within the last ten years, with two blank pages.');

  await page.getByRole('link', { name: 'Back to checklists' }).click();
  await expect(row).toBeVisible();
  await expect(row.getByText('Review due')).toHaveCount(0);
  await expect(row).not.toContainText('Never');
});

test('a refused save keeps what was typed and shows the problem under its field', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the same form as above');
  const { id } = await ownChecklist();
  const editor = await createAccount('checklists-refused', 'editor');
  await signIn(page, editor);
  await page.goto(`/admin/checklists/${id}`);
  const contract = page.getByRole('group', { name: 'Document 2: Employment contract' });
  await contract.getByLabel('Document id').fill('passport');
  await contract.getByRole('textbox', { name: 'Explanation', exact: true }).fill('Signed by both sides, with the salary.');
  await page.getByRole('button', { name: 'Save checklist' }).click();
  await expect(contract.getByLabel('Document id')).toHaveAccessibleDescription(/Another document already has the id passport/);
  await expect(contract.getByLabel('Document id')).toBeFocused();
  await expect(contract.getByRole('textbox', { name: 'Explanation', exact: true })).toHaveValue('Signed by both sides, with the salary.');
  const [stored] = await findDocuments('checklists', { _id: id });
  expect(stored?.sections[0].items[1].id).toBe('contract');
});

test('an editor adds a checklist: empty ids are made from the titles, and the new one is due for review', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const title = `Au pair visa ${tag}: document checklist`;
  const editor = await createAccount('checklists-new', 'editor');
  await signIn(page, editor);
  await page.goto('/admin/checklists');
  await page.getByRole('link', { name: 'Add checklist' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New checklist');
  const form = page.getByRole('form', { name: 'New checklist' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Summary', exact: true }).fill('What the mission asks for with an au pair visa.');
  await form.getByLabel('Service page that links to it').selectOption({ label: 'Visa Advisory' });
  await form.getByRole('textbox', { name: 'Source', exact: true }).fill('Federal Foreign Office');
  await form.getByLabel('Source’s address').fill('https://www.auswaertiges-amt.de/en/visa-service');
  const section = form.getByRole('group', { name: 'Section 1' });
  await section.getByRole('textbox', { name: 'Section heading', exact: true }).fill('Your host family');
  const document = section.getByRole('group', { name: 'Document 1' });
  await document.getByRole('textbox', { name: 'Document', exact: true }).fill('Au pair contract');
  await document.getByRole('textbox', { name: 'Explanation', exact: true }).fill('Signed by you and the host family.');
  await document.getByLabel('Copy').check();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Save checklist' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/admin/checklists');
  const id = `au-pair-visa-${tag}-document-checklist`;
  const row = page.locator(`[data-checklist-id="${id}"]`);
  await expect(row.getByText('Review due')).toBeVisible();
  await expect(row).toContainText('Visa Advisory');
  const [stored] = await findDocuments('checklists', { _id: id });
  expect(stored).toMatchObject({
    service: 'visa-advisory',
    checkedOn: null,
    sample: false,
    sections: [{ id: 'your-host-family', items: [{ id: 'au-pair-contract', forms: ['copy'], explanation: { en: 'Signed by you and the host family.' } }] }],
  });
});
