import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { CONSULTATION_COPY, consultationCopy } from './consultation';

describe('the consultation texts', () => {
  it('are the English ones the pages always had', () => {
    expect(CONSULTATION_COPY.heroButton(true)).toBe('Get Free Consultation');
    expect(CONSULTATION_COPY.heroButton(false)).toBe('Get a Consultation');
    expect(CONSULTATION_COPY.bookButton(true)).toBe('Book a Free Consultation');
    expect(CONSULTATION_COPY.bookButton(false)).toBe('Book a Consultation');
    expect(CONSULTATION_COPY.bookText(true)).toBe('Book a free consultation and get advice for your situation.');
    expect(CONSULTATION_COPY.bookText(false)).toBe('Book a consultation and get advice for your situation.');
    expect(CONSULTATION_COPY.firstIsFree(true)).toBe(' Your first consultation is free.');
    expect(CONSULTATION_COPY.firstIsFree(false)).toBe('');
    expect(CONSULTATION_COPY.termsFirstConversation(true)).toBe(
      'An initial conversation about your plans is free of charge unless we tell you otherwise beforehand.',
    );
    expect(CONSULTATION_COPY.termsFirstConversation(false)).toBe('We tell you before an initial conversation about your plans what it costs.');
  });

  it('promise nothing free in German either where the first consultation is not', async () => {
    const german = consultationCopy('de', await loadMessages('de'));
    expect(german.heroButton(true)).toBe('Kostenlose Erstberatung anfragen');
    expect(german.heroButton(false)).toBe('Beratung anfragen');
    expect(german.firstIsFree(true)).toBe(' Ihre erste Beratung ist kostenlos.');
    for (const text of [german.heroButton(false), german.bookButton(false), german.bookText(false), german.firstIsFree(false), german.termsFirstConversation(false)]) {
      expect(text).not.toMatch(/kostenlos/);
    }
  });
});
