import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAuthor, saveAuthor } from '@/app/(admin)/admin/authors/actions';
import { connectDb } from '@/lib/server/db';
import { aboutPeopleForPage } from '@/lib/server/authors/about-people';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { getAuthor } from '@/lib/server/authors/queries';
import type { AuthorFormFields } from '@/lib/authors/author';
import { Author } from '@/models/author';
import { Testimonial } from '@/models/testimonial';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The team's roles and bios per language: saved with German through the author form's action, the
// About page reading its language's (English where there is no German), and a profile saved
// before texts had languages.
let admin = '';

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'people-languages-admin@example.com', password: 'long enough password' }));
});

beforeEach(async () => {
  await Author.deleteMany({});
});

const create = (input: unknown) => (actAs(admin), addAuthor(input as AuthorFormFields));
const update = (id: string, input: unknown) => (actAs(admin), saveAuthor(id, input as AuthorFormFields));

describe('the team in German and English', () => {
  it('shows each language its own role and bio, English where there is no German', async () => {
    const anna = dataOf(
      await create({
        name: 'Dr. Anna Weber',
        role: { en: 'Founder and immigration adviser', de: 'Gründerin und Migrationsberaterin' },
        // No German bio: German pages show the English one.
        bio: { en: 'Anna has advised families moving to Germany since 2015.', de: '' },
        onTeam: true,
        signsFounderNote: true,
      }),
    );
    expect(anna.texts).toEqual({ role: { en: 'Founder and immigration adviser', de: 'Gründerin und Migrationsberaterin' }, bio: { en: 'Anna has advised families moving to Germany since 2015.' } });

    const german = await aboutPeopleForPage('de');
    expect(german.team.map(({ role, bio }) => ({ role, bio }))).toEqual([{ role: 'Gründerin und Migrationsberaterin', bio: 'Anna has advised families moving to Germany since 2015.' }]);
    expect(german.signer?.role).toBe('Gründerin und Migrationsberaterin');
    const english = await aboutPeopleForPage('en');
    expect(english.team[0]?.role).toBe('Founder and immigration adviser');
    expect(english.signer?.role).toBe('Founder and immigration adviser');
  });

  it('refuses a German role with a line break, under its own field', async () => {
    const result = await create({ name: 'Jonas Krüger', role: { en: 'Adviser', de: 'Berater\nBcc: x@example.com' } });
    expect(result).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { 'role.de': [expect.stringMatching(/^Role \(German\) must be one line/)] } });
  });

  it('reads a profile saved before texts had languages as English, and its next save writes every language', async () => {
    const now = new Date();
    const { insertedId } = await Author.collection.insertOne({ name: 'Old Profile', slug: 'old-profile', role: 'Visa adviser', bio: 'Plain text.', onTeam: true, teamOrder: 0, createdAt: now, updatedAt: now } as never);
    const old = (await getAuthor(String(insertedId)))!;
    expect(old).toMatchObject({ role: 'Visa adviser', bio: 'Plain text.', texts: { role: { en: 'Visa adviser' }, bio: { en: 'Plain text.' } } });
    expect((await aboutPeopleForPage('de')).team[0]?.role).toBe('Visa adviser');

    dataOf(await update(old._id, { name: 'Old Profile', slug: 'old-profile', role: { en: 'Visa adviser', de: 'Visaberater' }, bio: old.texts.bio, onTeam: true }));
    expect(await Author.collection.findOne({ _id: insertedId })).toMatchObject({ role: { en: 'Visa adviser', de: 'Visaberater' }, bio: { en: 'Plain text.' } });
    expect((await aboutPeopleForPage('de')).team[0]?.role).toBe('Visaberater');
  });
});

describe('the launch check’s people texts without German', () => {
  it('lists each published testimonial and team member whose texts lack German, not samples or profiles off the team', async () => {
    await Testimonial.deleteMany({});
    const anna = dataOf(await create({ name: 'Dr. Anna Weber', role: { en: 'Founder', de: 'Gründerin' }, bio: { en: 'Advising since 2015.' }, onTeam: true }));
    dataOf(await create({ name: 'Off The Team', role: { en: 'Writer' }, onTeam: false }));
    const date = new Date('2026-03-14T00:00:00+01:00');
    const [published] = await Testimonial.create([
      { text: { en: 'They checked every document.' }, course: { en: 'Student visa', de: 'Studentenvisum' }, name: 'Mei L.', date, rating: 5, published: true, consent: { givenAt: date, how: 'e-mail' } },
      { text: { en: 'A sample.' }, course: { en: 'Visa' }, name: 'Sample', date, rating: 5, sample: true },
    ]);
    const items = (await launchCheck()).filter((item) => item.id.startsWith('team-') || item.id.startsWith('testimonial-'));
    expect(items).toEqual([
      { id: `testimonial-${String(published!._id)}-de`, area: 'People', title: "Testimonial by 'Mei L.': 1 text without German.", href: `/admin/testimonials/${String(published!._id)}` },
      { id: `team-${anna._id}-de`, area: 'People', title: "Team member 'Dr. Anna Weber': 1 text without German.", href: `/admin/authors/${anna._id}` },
    ]);
  });
});
