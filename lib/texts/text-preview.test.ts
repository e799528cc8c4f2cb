import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/i18n/messages';
import { decodePreviewDraft, encodePreviewDraft, previewAddress, previewPath, textAt, withText } from './text-preview';

describe('the page a text is previewed on', () => {
  it('is its namespace’s page, in the text’s language', () => {
    expect(previewPath('Home.hero.title')).toBe('/');
    expect(previewAddress('Home.hero.title', 'de')).toBe('/de');
    expect(previewAddress('About.mission.title', 'en')).toBe('/about');
    expect(previewAddress('About.mission.title', 'de')).toBe('/de/ueber-uns');
    expect(previewAddress('Contact.form.title', 'de')).toBe('/de/kontakt');
  });

  it('is a part’s own page where the part has one, and none for the mails', () => {
    expect(previewAddress('Newsletter.confirmPage.title', 'de')).toBe('/de/newsletter/bestaetigen');
    expect(previewPath('Newsletter.box.heading')).toBe('/blog');
    expect(previewPath('Newsletter.mail.subject')).toBeNull();
    expect(previewPath('BookingMail.confirmed.subject')).toBeNull();
    expect(previewPath('NoSuchNamespace.title')).toBeNull();
  });

  it('is a public page for every namespace that has one', () => {
    for (const namespace of NAMESPACES) {
      const path = previewPath(`${namespace}.x`);
      if (path !== null) expect(path).toMatch(/^\//);
    }
  });
});

describe('the draft cookie', () => {
  it('holds one text in one language and reads back nothing else', () => {
    const draft = { locale: 'de' as const, key: 'Home.hero.title', value: 'Ihr Weg „nach“ Deutschland; {years} Jahre' };
    expect(decodePreviewDraft(encodePreviewDraft(draft))).toEqual(draft);
    expect(decodePreviewDraft(undefined)).toBeNull();
    expect(decodePreviewDraft('%E0%A4%A')).toBeNull();
    expect(decodePreviewDraft(encodeURIComponent(JSON.stringify(['fr', 'Home.hero.title', 'x'])))).toBeNull();
    expect(decodePreviewDraft(encodeURIComponent(JSON.stringify({ locale: 'de' })))).toBeNull();
  });

  it('replaces the one text in a copy, leaving the catalogue and any other key alone', () => {
    const messages = { Home: { hero: { title: 'Old', subtitle: 'Sub' } }, About: { title: 'About' } };
    const changed = withText(messages, 'Home.hero.title', 'New');
    expect(textAt(changed, 'Home.hero.title')).toBe('New');
    expect(textAt(changed, 'Home.hero.subtitle')).toBe('Sub');
    expect(changed.About).toBe(messages.About);
    expect(messages.Home.hero.title).toBe('Old');
    expect(withText(messages, 'Home.hero', 'x')).toBe(messages);
    expect(withText(messages, 'Home.nothing.here', 'x')).toBe(messages);
    expect(withText(messages, 'constructor', 'x')).toBe(messages);
  });
});
