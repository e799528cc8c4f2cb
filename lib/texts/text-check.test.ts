import { describe, expect, it } from 'vitest';
import { catalogueEntries, TEXT_LOCALES } from './catalogue';
import { checkTextOverride, textLengthLimit, textResetSchema, textSaveSchema } from './text-check';

describe('checkTextOverride', () => {
  it('accepts a changed wording with the same placeholders, plural forms included', () => {
    expect(checkTextOverride('Show slide {number} of {count}', 'Slide {number} / {count}')).toBeNull();
    expect(checkTextOverride('{count, plural, one {# post} other {# posts}}', '{count, plural, one {# article} other {# articles}}')).toBeNull();
    expect(checkTextOverride('Hello', 'Good morning')).toBeNull();
  });

  it('accepts every catalogue text as its own override, and each translation against the English', () => {
    for (const entry of catalogueEntries()) {
      for (const locale of TEXT_LOCALES) {
        expect(checkTextOverride(entry.defaults[locale], entry.defaults[locale]), `${locale} ${entry.key}`).toBeNull();
        // The same placeholders and tags in every language (i18n/messages.test.ts checks the keys).
        const problem = checkTextOverride(entry.defaults.en, entry.defaults[locale]);
        expect(problem === null || problem.startsWith('This text is too long'), `${locale} ${entry.key}: ${problem}`).toBe(true);
      }
    }
  });

  it('refuses an empty text', () => {
    expect(checkTextOverride('Hello', '   ')).toMatch(/write the text/);
  });

  it('refuses broken ICU syntax, saying what is wrong', () => {
    expect(checkTextOverride('Over {years} years', 'Over {years years')).toMatch(/^This text has a mistake in its \{…\} placeholders: /);
    expect(checkTextOverride('{count, plural, one {# post} other {# posts}}', '{count, plural, one {# post}}')).toMatch(/no “other” case/);
  });

  it('names a missing or an extra placeholder', () => {
    expect(checkTextOverride('Over {years} years of experience', 'Many years of experience')).toMatch(/The text needs \{years\}/);
    expect(checkTextOverride('Over {years} years', 'Over {years} years in {city}')).toMatch(/\{city\} is not a value this text can show: it can show \{years\}/);
    expect(checkTextOverride('Hello', 'Hello {name}')).toMatch(/it has no placeholders/);
  });

  it('refuses HTML where the default has none, and tags other than the default’s', () => {
    expect(checkTextOverride('Hello', 'Hello <b>you</b>')).toMatch(/cannot hold HTML or tags \(<b>\)/);
    expect(checkTextOverride('Hello', 'Hello <br> you')).toMatch(/cannot hold HTML/);
    expect(checkTextOverride('Hello', '<script>alert(1)</script>')).toMatch(/cannot hold HTML/);
    expect(checkTextOverride('Read <link>the terms</link>', 'Read the terms')).toMatch(/needs the tags <link>/);
    expect(checkTextOverride('Read <link>the terms</link>', 'Read <link>the terms</link> <i>now</i>')).toMatch(/tags <i> cannot be used/);
    expect(checkTextOverride('Read <link>the terms</link>', 'Please read <link>our terms</link>')).toBeNull();
    // A comparison is not a tag.
    expect(checkTextOverride('Points', 'Points < 6 or > 3')).toBeNull();
  });

  it('refuses a text over twice its default, or 80 characters more, and says the limit', () => {
    expect(textLengthLimit('Book')).toBe(84);
    expect(textLengthLimit('x'.repeat(200))).toBe(400);
    expect(checkTextOverride('Book', 'x'.repeat(84))).toBeNull();
    expect(checkTextOverride('Book', 'x'.repeat(85))).toBe('This text is too long: at most 84 characters (twice the default, or 80 more than it), it has 85.');
  });
});

describe('the save and reset schemas', () => {
  it('take a catalogue key in a published language, and check the text against that key’s default there', () => {
    expect(textSaveSchema.safeParse({ key: 'Home.hero.heading', locale: 'de', value: 'Studieren in Deutschland' }).success).toBe(true);
    const missing = textSaveSchema.safeParse({ key: 'Home.hero.showSlide', locale: 'de', value: 'Bild {number}' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues).toEqual([expect.objectContaining({ path: ['value'], message: expect.stringMatching(/needs \{count\}/) })]);
  });

  it('refuse a key off the screen and a language that is not published', () => {
    expect(textSaveSchema.safeParse({ key: 'Home.nothing', locale: 'en', value: 'x' }).success).toBe(false);
    expect(textSaveSchema.safeParse({ key: 'Blog.preview.title', locale: 'en', value: 'x' }).success).toBe(false);
    expect(textResetSchema.safeParse({ key: 'Home.hero.heading', locale: 'xx' }).success).toBe(false);
    expect(textResetSchema.safeParse({ key: 'Home.hero.heading', locale: 'en' }).success).toBe(true);
  });
});
