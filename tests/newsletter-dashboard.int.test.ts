import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '@/app/(admin)/admin/dashboard/page';
import { NewsletterSection } from '@/components/admin/dashboard/newsletter-section';
import { showNewsletterFigures } from '@/lib/dashboard/newsletter-figures';
import { NEWSLETTER_SETTINGS_DEFAULTS } from '@/lib/newsletter/settings';
import { connectDb } from '@/lib/server/db';
import { getNewsletterFigures } from '@/lib/server/dashboard/newsletter';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { saveNewsletterSettings } from '@/lib/server/newsletter/settings';
import { saveSiteSettings, getSiteSettings } from '@/lib/server/site-settings/settings';
import { USER_ROLES, type UserRole } from '@/lib/auth/permissions';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { NewsletterSettingsModel } from '@/models/newsletter-settings';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { seedSampleNewsletterIssue } from '../scripts/lib/seed';
import { actAs } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { elementsOf } from './support/elements';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The newsletter on the dashboard (issue 30): subscribers by status, confirmed subscribers at each
// month's end and by the page they subscribed on, for admins and editors only, and one line to the
// switch until there is anything to show. And the fresh install's sample issue, which the launch
// check lists until someone changes or deletes it.

// Mid-March 2026 in Berlin: the series ends with March 2026.
const NOW = new Date('2026-03-15T12:00:00Z');
const at = (iso: string) => new Date(iso);
const ON = { ...NEWSLETTER_SETTINGS_DEFAULTS, enabled: true };
const OFF = NEWSLETTER_SETTINGS_DEFAULTS;

let seq = 0;
type Entry = { status: 'pending' | 'confirmed' | 'unsubscribed'; page?: string; subscribed: string; confirmed?: string; left?: string };

async function addSubscriber({ status, page = '/blog/study-in-germany', subscribed, confirmed, left }: Entry) {
  seq += 1;
  await NewsletterSubscriber.create({
    email: `reader-${seq}@example.com`,
    locale: 'en',
    status,
    consent: { text: 'Yes, send me the newsletter.', version: '2026-11-26' },
    subscribedAt: at(subscribed),
    subscribedPage: page,
    confirmedAt: confirmed ? at(confirmed) : null,
    unsubscribedAt: left ? at(left) : null,
    unsubscribedHow: left ? 'link' : null,
    confirmTokenHash: `confirm-${seq}`,
    confirmTokenExpiresAt: at(subscribed),
    unsubscribeTokenHash: `unsubscribe-${seq}`,
  });
}

const tokens = new Map<UserRole, string>();

beforeAll(async () => {
  await connectDb();
  await NewsletterSubscriber.init();
  for (const role of USER_ROLES) tokens.set(role, await tokenFor(await createUser({ email: `dashboard-${role}@example.com`, password: 'long enough password', role })));
});

beforeEach(async () => {
  await Promise.all([NewsletterSubscriber.deleteMany({}), NewsletterSettingsModel.deleteMany({}), NewsletterIssue.deleteMany({})]);
});

describe('the figures', () => {
  it('counts every status, follows confirmed subscribers month by month, and ranks the confirmed ones’ pages', async () => {
    // Confirmed in January, still there.
    await addSubscriber({ status: 'confirmed', page: '/blog/visa', subscribed: '2026-01-05T09:00:00Z', confirmed: '2026-01-05T10:00:00Z' });
    // Confirmed in January, unsubscribed in February: counted at January's end only.
    await addSubscriber({ status: 'unsubscribed', page: '/blog/visa', subscribed: '2026-01-06T09:00:00Z', confirmed: '2026-01-06T10:00:00Z', left: '2026-02-10T10:00:00Z' });
    // Confirmed in March (two), one from the German blog.
    await addSubscriber({ status: 'confirmed', page: '/de/blog/visum', subscribed: '2026-03-01T09:00:00Z', confirmed: '2026-03-01T10:00:00Z' });
    await addSubscriber({ status: 'confirmed', page: '/blog/visa', subscribed: '2026-03-02T09:00:00Z', confirmed: '2026-03-02T10:00:00Z' });
    // Never confirmed: counted as waiting, never on the curve or by page.
    await addSubscriber({ status: 'pending', page: '/blog/never-confirmed', subscribed: '2026-03-10T09:00:00Z' });
    // Left before confirming: unsubscribed, never on the curve.
    await addSubscriber({ status: 'unsubscribed', page: '/blog/never-confirmed', subscribed: '2026-02-01T09:00:00Z', left: '2026-02-02T09:00:00Z' });

    const figures = await getNewsletterFigures(NOW);
    expect(figures.enabled).toBe(false);
    expect(figures.counts).toEqual({ confirmed: 3, pending: 1, unsubscribed: 2 });
    expect(figures.confirmedByMonth).toHaveLength(12);
    expect(figures.confirmedByMonth.slice(-4)).toEqual([
      { key: '2025-12', label: 'Dec 2025', count: 0 },
      { key: '2026-01', label: 'Jan 2026', count: 2 },
      { key: '2026-02', label: 'Feb 2026', count: 1 },
      { key: '2026-03', label: 'Mar 2026', count: 3 },
    ]);
    expect(figures.sourcePages).toEqual([
      { key: '/blog/visa', label: '/blog/visa', href: '/blog/visa', count: 2 },
      { key: '/de/blog/visum', label: '/de/blog/visum', href: '/de/blog/visum', count: 1 },
    ]);
    expect(showNewsletterFigures(figures)).toBe(true);
  });

  it('shows them once anyone subscribed or the newsletter is on; before that one line to the switch', async () => {
    const empty = await getNewsletterFigures(NOW);
    expect(empty).toMatchObject({ enabled: false, counts: { confirmed: 0, pending: 0, unsubscribed: 0 }, sourcePages: [] });
    expect(empty.confirmedByMonth.map((point) => point.count)).toEqual(Array(12).fill(0));
    const hidden = renderToStaticMarkup(await NewsletterSection({ data: Promise.resolve(empty) }));
    expect(hidden).toContain('The newsletter is off and nobody has subscribed yet.');
    expect(hidden).toContain('href="/admin/newsletter"');
    expect(hidden).not.toContain('Confirmed subscribers');

    await saveNewsletterSettings(ON, 'test');
    const switchedOn = await getNewsletterFigures(NOW);
    expect(showNewsletterFigures(switchedOn)).toBe(true);
    const shown = renderToStaticMarkup(await NewsletterSection({ data: Promise.resolve(switchedOn) }));
    expect(shown).toContain('Confirmed subscribers');
    expect(shown).toContain('Where people subscribed');
    expect(shown).toContain('Nobody has confirmed a subscription yet.');
    expect(shown).toContain('Confirmed subscribers, Apr 2025 to Mar 2026: no confirmed subscribers yet.');

    // Off again, but someone is waiting for their confirmation: still shown.
    await saveNewsletterSettings(OFF, 'test');
    await addSubscriber({ status: 'pending', subscribed: '2026-03-10T09:00:00Z' });
    const waiting = await getNewsletterFigures(NOW);
    expect(showNewsletterFigures(waiting)).toBe(true);
    expect(renderToStaticMarkup(await NewsletterSection({ data: Promise.resolve(waiting) }))).toMatch(/Waiting for confirmation<\/dt><dd[^>]*>1</);
  });

  it('shows a notice in its place when the figures could not be read', async () => {
    const failed = renderToStaticMarkup(await NewsletterSection({ data: Promise.resolve(null) }));
    expect(failed).toContain('Could not load these figures.');
    expect(failed).toContain('>Newsletter</h2>');
  });
});

describe('the dashboard page', () => {
  it('has the section for admins and editors, not for advisers (whose figures are not even read)', async () => {
    for (const role of USER_ROLES) {
      actAs(tokens.get(role)!);
      const page = await DashboardPage({ searchParams: Promise.resolve({}) });
      expect(elementsOf(page, NewsletterSection), role).toHaveLength(role === 'adviser' ? 0 : 1);
    }
  });
});

describe('the sample issue', () => {
  it('is added once to a database without issues, as an English draft marked as a sample', async () => {
    expect(await seedSampleNewsletterIssue()).toEqual({ inserted: true });
    expect(await seedSampleNewsletterIssue()).toEqual({ inserted: false });
    const issues = await NewsletterIssue.find().lean();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ locale: 'en', status: 'draft', sample: true, bodySource: 'markdown' });
    expect(issues[0]?.body).toContain('sample issue');

    // Once the firm has its own issues (the sample deleted), nothing is added again.
    await NewsletterIssue.deleteMany({});
    await NewsletterIssue.create({ locale: 'de', subject: 'Unser erster Newsletter', body: 'Hallo!' });
    expect(await seedSampleNewsletterIssue()).toEqual({ inserted: false });
    expect(await NewsletterIssue.countDocuments()).toBe(1);
  });

  it('is listed by the launch check while it is a sample, and gone once saved or deleted', async () => {
    await seedSampleNewsletterIssue();
    const sample = await NewsletterIssue.findOne({ sample: true }).lean();
    const id = sample!._id.toString();
    const listed = (await launchCheck()).filter((item) => item.area === 'Newsletter');
    expect(listed).toEqual([expect.objectContaining({ id: `newsletter-sample-issue:${id}`, title: `The newsletter issue “${sample!.subject}” is a sample`, href: `/admin/newsletter/issues/${id}` })]);

    // The issue editor's save ends the sample (it writes sample: false with the content).
    await NewsletterIssue.updateOne({ _id: id }, { $set: { subject: 'Our first newsletter', sample: false } });
    expect((await launchCheck()).filter((item) => item.area === 'Newsletter')).toEqual([]);

    await NewsletterIssue.updateOne({ _id: id }, { $set: { sample: true } });
    expect((await launchCheck()).some((item) => item.id === `newsletter-sample-issue:${id}`)).toBe(true);
    await NewsletterIssue.deleteOne({ _id: id });
    expect((await launchCheck()).some((item) => item.id === `newsletter-sample-issue:${id}`)).toBe(false);
  });

  it('names the sample sender details once the newsletter is on', async () => {
    const settings = await getSiteSettings();
    const finding = (items: Awaited<ReturnType<typeof launchCheck>>) => items.find((item) => item.id === 'newsletter-sender-details');
    // The fresh site's settings carry the sample e-mail address and street.
    expect(finding(await launchCheck())).toBeUndefined();
    await saveNewsletterSettings(ON, 'test');
    expect(finding(await launchCheck())).toMatchObject({ area: 'Newsletter', href: '/admin/settings#email' });
    await saveSiteSettings({ ...settings, email: 'office@kanzlei-berlin.de', street: 'Friedrichstraße 12' }, 'test');
    expect(finding(await launchCheck())).toBeUndefined();
  });
});
