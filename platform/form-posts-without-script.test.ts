import { describe, expect, it } from 'vitest';
import { isFormPostToPage } from './form-posts-without-script';
import { addressLocale, backAddress, shortPageHtml } from './short-answer';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('a form posted without scripts to a page', () => {
  it('is a urlencoded POST to a page address', () => {
    for (const url of ['/', '/contact', '/de/kontakt?x=1', '/login', '/admin/settings', '/book/cancel?token=t']) expect(isFormPostToPage('POST', url, FORM), url).toBe(true);
    expect(isFormPostToPage('POST', '/contact', { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' })).toBe(true);
  });

  it('is not a GET, another encoding, a Next-Action request, an API route or the one-click unsubscribe', () => {
    expect(isFormPostToPage('GET', '/contact', FORM)).toBe(false);
    expect(isFormPostToPage('POST', '/contact', { 'content-type': 'multipart/form-data; boundary=b' })).toBe(false);
    expect(isFormPostToPage('POST', '/contact', { 'content-type': 'application/json' })).toBe(false);
    expect(isFormPostToPage('POST', '/admin/blogs', { ...FORM, 'next-action': 'x' })).toBe(false);
    expect(isFormPostToPage('POST', '/api/v1/email/contact', FORM)).toBe(false);
    expect(isFormPostToPage('POST', '/_next/data', FORM)).toBe(false);
    for (const url of ['/newsletter/unsubscribe?token=t', '/de/newsletter/abmelden?token=t']) expect(isFormPostToPage('POST', url, FORM), url).toBe(false);
  });
});

describe('the short page', () => {
  it('speaks the address’s language and links back only within the site', () => {
    expect(addressLocale('/de/kontakt')).toBe('de');
    expect(addressLocale('/de')).toBe('de');
    expect(addressLocale('/design')).toBe('en');
    expect(addressLocale('/xx/contact')).toBe('en');
    expect(backAddress('/book/cancel?token=t#x')).toBe('/book/cancel?token=t');
    expect(backAddress('http://evil.example/')).toBe('/');
    expect(backAddress('//evil.example/')).toBe('/');
  });

  it('escapes what it shows', () => {
    const html = shortPageHtml({ locale: 'en', title: 'T', paragraphs: ['<b>'], links: [{ href: '/a?x="><script>', text: 'Back' }] });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('&#60;b&#62;');
    expect(html).not.toContain('<script>');
  });
});
