import { describe, expect, it } from 'vitest';
import { allServiceNames, SERVICE_SECTIONS } from './services';
import { SERVICE_IDS } from '@/lib/services/service';
import de from '@/messages/de/WhatsApp.json';
import en from '@/messages/en/WhatsApp.json';
import { enquiryChatText, genericWhatsappMessage, hasSpecificWhatsappMessage, whatsappMessageFor, whatsappTextsFor } from './whatsapp-messages';

const EMPTY = { name: '', contact: '', email: '', city: '', message: '' };

describe('whatsappMessageFor', () => {
  it.each(allServiceNames())('has a specific message for "%s" in English and German', (serviceName) => {
    for (const texts of [en, de]) {
      expect(hasSpecificWhatsappMessage(texts, serviceName)).toBe(true);
      expect(whatsappMessageFor(texts, serviceName)).not.toBe(genericWhatsappMessage(texts, serviceName));
    }
    expect(whatsappMessageFor(de, serviceName)).not.toBe(whatsappMessageFor(en, serviceName));
  });

  it('covers all six sections and their cards', () => {
    expect(SERVICE_SECTIONS.map((section) => section.id)).toEqual([...SERVICE_IDS]);
    expect(SERVICE_SECTIONS[0]?.offerings).toHaveLength(5);
    expect(new Set(allServiceNames()).size).toBe(allServiceNames().length);
  });

  it('falls back to a generic message that names the service, in the page’s language', () => {
    expect(whatsappMessageFor(en, 'Relocation Support')).toBe("Hello! I'm interested in Relocation Support. Could you please share more details?");
    expect(whatsappMessageFor(de, 'Relocation Support')).toBe('Hallo! Ich interessiere mich für Relocation Support. Können Sie mir bitte mehr dazu sagen?');
    // Names that happen to be Object.prototype keys still get the fallback.
    expect(whatsappMessageFor(en, 'constructor')).toContain('constructor');
  });

  it('holds at least 35 service-specific messages', () => {
    expect(Object.keys(en.services).length).toBeGreaterThanOrEqual(35);
  });

  it('sends a page only the messages of the names it can send', () => {
    const texts = whatsappTextsFor(de, ['Interview Preparation', 'Not a service']);
    expect(Object.keys(texts.services)).toEqual(['Interview Preparation']);
    expect(whatsappMessageFor(texts, 'Not a service')).toBe(genericWhatsappMessage(de, 'Not a service'));
  });
});

describe('enquiryChatText', () => {
  it('is only the service message when nothing is filled in', () => {
    expect(enquiryChatText(en, 'Interview Preparation', EMPTY)).toBe(whatsappMessageFor(en, 'Interview Preparation'));
  });

  it('adds one line per filled-in detail, in order, skipping blanks', () => {
    const text = enquiryChatText(en, 'Interview Preparation', {
      ...EMPTY,
      name: ' Ada Lovelace ',
      email: 'ada@example.com',
      message: 'Next week?',
    });
    expect(text).toBe(`${whatsappMessageFor(en, 'Interview Preparation')}\n\nName: Ada Lovelace\nEmail: ada@example.com\nAdditional message: Next week?`);
  });

  it('labels every field, in the page’s language', () => {
    const details = { name: 'a', contact: 'b', email: 'c', city: 'd', message: 'e' };
    expect(enquiryChatText(en, 'X', details).split('\n').slice(2)).toEqual(['Name: a', 'Contact: b', 'Email: c', 'City: d', 'Additional message: e']);
    expect(enquiryChatText(de, 'X', details).split('\n').slice(2)).toEqual(['Name: a', 'Telefon: b', 'E-Mail: c', 'Ort: d', 'Weitere Nachricht: e']);
  });
});
