import { describe, expect, it } from 'vitest';
import { alternateAddress, cookieLocale, localeCookie, preferredLocale } from './language-choice';

describe('preferredLocale', () => {
  const site = ['en', 'de'];
  it('takes the remembered choice over the browser', () => {
    expect(preferredLocale('en', ['de-DE', 'de'], site)).toBe('en');
    expect(preferredLocale('de', ['en-US'], site)).toBe('de');
  });
  it('takes the first browser language the site has, by its primary subtag', () => {
    expect(preferredLocale(null, ['fr-FR', 'de-AT', 'en'], site)).toBe('de');
    expect(preferredLocale(null, ['EN-gb'], site)).toBe('en');
  });
  it('ignores a remembered language the site does not have, and is null when nothing fits', () => {
    expect(preferredLocale('fr', ['de'], site)).toBe('de');
    expect(preferredLocale(null, ['fr', 'it'], site)).toBeNull();
    expect(preferredLocale(null, [], site)).toBeNull();
  });
});

describe('the locale cookie', () => {
  it('is written for a year on every path, SameSite=Lax', () => {
    expect(localeCookie('de')).toBe('NEXT_LOCALE=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });
  it('is read among other cookies, absent as null', () => {
    expect(cookieLocale('a=1; NEXT_LOCALE=de; b=2')).toBe('de');
    expect(cookieLocale('a=1; NEXT_LOCALE_X=de')).toBeNull();
    expect(cookieLocale('')).toBeNull();
  });
});

describe('alternateAddress', () => {
  const fallbacks = { missing: '/de/blog', none: '/de' };
  const contact = [
    { hreflang: 'en', href: 'https://example.com/contact' },
    { hreflang: 'de', href: 'https://example.com/de/kontakt' },
    { hreflang: 'x-default', href: 'https://example.com/contact' },
  ];
  it("is the page's own translation, on the visitor's host (path, query and fragment only)", () => {
    expect(alternateAddress(contact, 'de', fallbacks)).toBe('/de/kontakt');
    expect(alternateAddress([{ hreflang: 'de', href: 'https://example.com/de/blog?page=2#top' }], 'de', fallbacks)).toBe('/de/blog?page=2#top');
    expect(alternateAddress([{ hreflang: 'de', href: '/de/ueber-uns' }], 'de', fallbacks)).toBe('/de/ueber-uns');
  });
  it("is that language's blog for a page in other languages only, its home for a page with none", () => {
    const englishOnly = [contact[0]!, contact[2]!];
    expect(alternateAddress(englishOnly, 'de', fallbacks)).toBe('/de/blog');
    expect(alternateAddress([], 'de', fallbacks)).toBe('/de');
    expect(alternateAddress([contact[2]!], 'de', fallbacks)).toBe('/de');
  });
});
