import { isActionPost, postedFields } from './support/action-post';
import type { Page, Request } from '@playwright/test';
import enquiry from '../messages/en/Enquiry.json' with { type: 'json' };
import check from '../messages/en/OpportunityCheck.json' with { type: 'json' };
import rules from '../messages/en/OpportunityRules.json' with { type: 'json' };
import checkDe from '../messages/de/OpportunityCheck.json' with { type: 'json' };
import rulesDe from '../messages/de/OpportunityRules.json' with { type: 'json' };
import { CHECK_EVENTS_PATH } from '../lib/opportunity-card/check-events';
import { blockingViolations } from './support/axe';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';
import { sitemapText } from './support/sitemap';

// The Opportunity Card points check (/services/opportunity-card/check): a step form that works by
// keyboard, with and without JavaScript, in both languages, and sends its answers with an enquiry.
const CHECK = '/services/opportunity-card/check';
const SERVICE_NAME = 'Germany Opportunity Card (Chancenkarte) Consulting';

// Foreign degree, shortage occupation (1), 5 of 7 years (3), German B1 (2), English not tested,
// under 35 (2), no stay, no partner, funds: 8 points, every requirement met.
const ANSWERS = {
  qualification: 'foreign-degree', recognition: 'not-yet', shortageOccupation: 'yes', experience: 'five-of-seven', german: 'b1',
  english: 'unknown', age: 'under-35', previousStay: 'none', partner: 'no', funds: 'yes',
} as const;
const RESULT_QUERY = `?${new URLSearchParams({ ...ANSWERS, step: '11' }).toString()}`;

const legend = (page: Page, question: keyof typeof rules.questions) => page.locator('legend', { hasText: rules.questions[question].legend });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor completes the check by keyboard, sees the result and sends it to be checked', async ({ page }) => {
    test.setTimeout(90_000);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(CHECK_EVENTS_PATH)) beacons.push((request.postDataJSON() as { event: string }).event);
    });
    await page.goto(CHECK);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(check.hero.title);
    await noSidewaysScroll(page);

    // From the top of the page: the skip link, then into the form.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: rules.questions.qualification.options['german-or-recognised'] })).toBeFocused();

    // Next without an answer: an error under the question, focus on its first option, no step on.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: check.steps.next })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(check.steps.required)).toBeVisible();
    await expect(page.getByText('Step 1 of 10')).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeFocused();
    expect(beacons).toEqual([]);

    // Each question: its option by arrow keys (or Space on the first), then Tab to Next and Enter.
    const questions = Object.keys(ANSWERS) as (keyof typeof ANSWERS)[];
    for (const [step, question] of questions.entries()) {
      await expect(page.getByText(`Step ${step + 1} of 10`)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: `Step ${step + 1} of 10` })).toBeVisible();
      if (step > 0) {
        await expect(legend(page, question)).toBeFocused();
        await page.keyboard.press('Tab');
      }
      const options = Object.keys(rules.questions[question].options);
      const position = options.indexOf(ANSWERS[question]);
      if (position === 0) await page.keyboard.press('Space');
      for (let move = 0; move < position; move++) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: (rules.questions[question].options as Record<string, string>)[ANSWERS[question]], exact: true })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: step === questions.length - 1 ? check.steps.showResult : check.steps.next })).toBeFocused();
      await page.keyboard.press('Enter');
      if (step === 0) {
        // Back keeps the answer; Next again.
        await expect(legend(page, 'recognition')).toBeFocused();
        for (let press = 0; press < 3; press++) await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: check.steps.back, exact: true })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(legend(page, 'qualification')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('radio', { name: rules.questions.qualification.options['foreign-degree'] })).toBeFocused();
        await expect(page.getByRole('radio', { name: rules.questions.qualification.options['foreign-degree'] })).toBeChecked();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
      }
    }

    const result = page.getByRole('heading', { name: check.result.heading });
    await expect(result).toBeFocused();
    await expect(page.locator('[data-verdict]')).toContainText(rules.verdicts['likely-eligible']);
    await expect(page.locator('[data-check-total]')).toHaveText(`${check.result.totalHeading}: 8 of at least 6 points`);
    const items = page.getByRole('table');
    for (const [rule, points] of [['shortage-occupation', '1'], ['experience-five-of-seven', '3'], ['german-b1', '2'], ['age-under-35', '2']] as const) {
      await expect(items.getByRole('row', { name: rules.rules[rule] })).toContainText(points);
    }
    await expect(page.getByText(rules.notice)).toBeVisible();
    await expect(page.getByText(rules.stricterReading)).toBeVisible();
    await expect(page.getByText('German at level B2 or higher would raise your total by 1')).toBeVisible();
    await expect(page.getByText(`${rules.rules['english-c1']}: up to 1 more once checked`)).toBeVisible();
    await expect(page.locator('[data-check-funds]')).toContainText(/per month, .* for a year \(figure valid from /);
    await expect(page.getByText('Rules in force since 1 June 2024')).toBeVisible();
    // The cached first step keeps the answers in the address's fragment: never sent to the server.
    await expect(page).toHaveURL(new RegExp(`${CHECK}#.*step=11`));
    await noSidewaysScroll(page);
    // Counted once each, in the browser; nothing of the answers kept in the browser.
    await expect.poll(() => beacons).toEqual(['started', 'result']);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('foreign-degree');
    expect(JSON.stringify(await page.context().cookies())).not.toContain('foreign-degree');

    // "Have my result checked": the enquiry dialog with the result as the start of the message.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: check.result.haveChecked })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: SERVICE_NAME });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(check.enquiry.label)).toBeVisible();
    const message = dialog.getByLabel('Message');
    await expect(message).toHaveValue(/^My Opportunity Card points check\nResult: You are likely to qualify\nRoute: Points route\nPoints: 8 of at least 6 points\n/);
    await dialog.getByLabel('Name').fill('Priya Raman');
    await dialog.getByLabel('Contact number').fill('+91 98765 43210');
    const email = `e2e-check-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    // Issue 40: the check's enquiry asks no city.
    await expect(dialog.getByLabel('City or location')).toHaveCount(0);
    await message.press('Control+End');
    await page.keyboard.type('\nI would like to apply this year.');
    const sent = page.waitForRequest((request: Request) => isActionPost(request));
    await dialog.getByRole('button', { name: enquiry.submit }).click();
    const body = postedFields(await sent, ['attachment']);
    expect(body).toMatchObject({ serviceName: SERVICE_NAME, attachment: { kind: 'opportunity-check', answers: ANSWERS } });
    expect(body.message).toMatch(/^My Opportunity Card points check\n[\s\S]*I would like to apply this year\.$/);
    // The answers only: never a total or a verdict the server would have to trust.
    expect(Object.keys(body.attachment as object).sort()).toEqual(['answers', 'kind']);
    await expect(dialog.getByRole('heading', { name: enquiry.sent.heading })).toBeVisible();
    // The server worked the result out again from the answers and stored it with the lead.
    await expect.poll(async () => (await findDocuments('enquiries', { email })).length).toBe(1);
    const [stored] = await findDocuments('enquiries', { email });
    expect(stored).toMatchObject({ serviceName: SERVICE_NAME, opportunityCheck: { answers: ANSWERS, route: 'points', verdict: 'likely-eligible', total: 8 } });
  });

  test('a step and the result pass axe, and the skilled-worker route asks only two questions', async ({ page }) => {
    await page.goto(CHECK);
    await expect(page.getByText('Step 1 of 10')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: rules.questions.qualification.options['german-or-recognised'] }).check();
    await page.getByRole('button', { name: check.steps.next }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(legend(page, 'funds')).toBeFocused();
    // A reload shows the same step again, from the fragment.
    await page.reload();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();

    await page.goto(CHECK + RESULT_QUERY);
    await expect(page.getByRole('heading', { name: check.result.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: check.result.haveChecked })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // Change my answers: back to the last question with its answer; Start again: the first, empty.
    await page.getByRole('button', { name: check.result.changeAnswers }).click();
    await expect(legend(page, 'funds')).toBeFocused();
    await expect(page.getByRole('radio', { name: rules.questions.funds.options.yes, exact: true })).toBeChecked();
    await page.getByRole('button', { name: check.steps.showResult }).click();
    await page.getByRole('link', { name: check.result.startAgain }).click();
    await expect(legend(page, 'qualification')).toBeFocused();
    await expect(page.getByText('Step 1 of 10')).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  // Issue 42: a step's address with answers is redirected to the view's own address, a cached page
  // (the first response rendered it, the second is the cache's), and the check goes on there: a
  // reload keeps the answers changed since, and the enquiry is sent from it in place.
  test('a view of answers has its own cached address, where the check and its enquiry work', async ({ page, request }) => {
    const view = new RegExp(`${CHECK}/[^?#]*step=11$`);
    for (let i = 0; i < 2; i += 1) {
      const answer = await request.get(CHECK + RESULT_QUERY);
      expect(answer.url()).toMatch(view);
      expect(answer.headers()['content-security-policy']).toContain("'sha256-");
    }
    await page.goto(CHECK + RESULT_QUERY);
    await expect(page).toHaveURL(view);
    await expect(page.getByRole('heading', { name: check.result.heading })).toBeVisible();
    await page.getByRole('button', { name: check.result.changeAnswers }).click();
    await page.getByRole('radio', { name: rules.questions.funds.options.no, exact: true }).check();
    await page.getByRole('button', { name: check.steps.showResult }).click();
    await expect(page).toHaveURL(/#.*funds=no.*step=11$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: check.result.heading })).toBeVisible();
    await page.getByRole('button', { name: check.result.changeAnswers }).click();
    await expect(page.getByRole('radio', { name: rules.questions.funds.options.no, exact: true })).toBeChecked();
    await page.getByRole('button', { name: check.steps.showResult }).click();

    await page.getByRole('button', { name: check.result.haveChecked }).click();
    const dialog = page.getByRole('dialog', { name: SERVICE_NAME });
    await dialog.getByLabel('Name').fill('Tomás Ortega');
    await dialog.getByLabel('Contact number').fill('+34 612 345 678');
    const email = `e2e-check-view-${Date.now()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: enquiry.submit }).click();
    await expect(dialog.getByRole('heading', { name: enquiry.sent.heading })).toBeVisible();
    await expect.poll(async () => (await findDocuments('enquiries', { email })).length).toBe(1);
    const [stored] = await findDocuments('enquiries', { email });
    expect(stored).toMatchObject({ opportunityCheck: { answers: { ...ANSWERS, funds: 'no' } } });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the steps are server-rendered forms up to the result, and a bad value counts as not answered', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${CHECK}?qualification=doctorate&step=1`);
    await page.getByRole('button', { name: check.steps.next }).click();
    await expect(page.getByText(check.steps.required)).toBeVisible();
    await expect(page.getByText('Step 1 of 10')).toBeVisible();

    const questions = Object.keys(ANSWERS) as (keyof typeof ANSWERS)[];
    for (const [step, question] of questions.entries()) {
      await expect(legend(page, question)).toBeVisible();
      await expect(page.getByText(`Step ${step + 1} of 10`)).toBeVisible();
      await page.getByRole('radio', { name: (rules.questions[question].options as Record<string, string>)[ANSWERS[question]], exact: true }).check();
      await page.getByRole('button', { name: step === questions.length - 1 ? check.steps.showResult : check.steps.next }).click();
      if (step === 1) {
        await page.getByRole('button', { name: check.steps.back, exact: true }).click();
        await expect(page.getByRole('radio', { name: rules.questions.recognition.options['not-yet'] })).toBeChecked();
        await page.getByRole('button', { name: check.steps.next }).click();
      }
    }
    await expect(page.getByRole('heading', { name: check.result.heading })).toBeVisible();
    // Each step's form was redirected to its view's own address (a cached page).
    await expect(page).toHaveURL(new RegExp(`${CHECK}/qualification=foreign-degree&[^?#]*step=11$`));
    await expect(page.locator('[data-check-total]')).toContainText('8 of at least 6 points');
    await expect(page.getByText(rules.notice)).toBeVisible();
    // The enquiry without a script: the service page's enquiry section.
    await expect(page.getByRole('link', { name: check.result.haveChecked })).toHaveAttribute('href', '/services/opportunity-card#enquire');
  });
});

test('the German address renders the check in German', async ({ page }) => {
  await page.goto('/de/leistungen/chancenkarte/punkte-check');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(new RegExp(`^${checkDe.meta.title} \\| `));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkDe.hero.title);
  await expect(page.locator('legend')).toHaveText(rulesDe.questions.qualification.legend);
  await expect(page.getByText('Schritt 1 von 10')).toBeVisible();
  await expect(page.getByRole('button', { name: checkDe.steps.next })).toBeVisible();

  await page.goto(`/de/leistungen/chancenkarte/punkte-check${RESULT_QUERY}`);
  await expect(page.locator('[data-check-total]')).toContainText('8 von mindestens 6 Punkten');
  await expect(page.getByText(rulesDe.notice)).toBeVisible();
  await expect(page.getByText('Regeln in Kraft seit 1. Juni 2024')).toBeVisible();
});

test('the Opportunity Card pages lead to the check, and the sitemap lists it in both languages', async ({ page, request }) => {
  for (const address of ['/services/opportunity-card', '/services']) {
    await page.goto(address);
    await expect(page.getByRole('link', { name: check.cta.link })).toHaveAttribute('href', CHECK);
  }
  await page.goto('/de/leistungen/chancenkarte');
  await expect(page.getByRole('link', { name: checkDe.cta.link })).toHaveAttribute('href', '/de/leistungen/chancenkarte/punkte-check');
  await page.goto('/services/family-reunification');
  await expect(page.getByRole('link', { name: check.cta.link })).toHaveCount(0);

  const sitemap = await sitemapText(request);
  expect(sitemap).toContain(`${CHECK}</loc>`);
  expect(sitemap).toContain('/de/leistungen/chancenkarte/punkte-check</loc>');
});
