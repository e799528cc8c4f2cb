import { describe, expect, it } from 'vitest';
import { allServiceNames, SERVICE_SECTIONS } from './services';
import { SERVICE_IDS } from '@/lib/services/service';
import {
  enquiryChatText,
  genericWhatsappMessage,
  hasSpecificWhatsappMessage,
  whatsappMessageCount,
  whatsappMessageFor,
} from './whatsapp-messages';

const EMPTY = { name: '', contact: '', email: '', city: '', message: '' };

describe('whatsappMessageFor', () => {
  it.each(allServiceNames())('has a specific message for "%s"', (serviceName) => {
    expect(hasSpecificWhatsappMessage(serviceName)).toBe(true);
    expect(whatsappMessageFor(serviceName)).not.toBe(genericWhatsappMessage(serviceName));
  });

  it('covers all six sections and their cards', () => {
    expect(SERVICE_SECTIONS.map((section) => section.id)).toEqual([...SERVICE_IDS]);
    expect(SERVICE_SECTIONS[0]?.offerings).toHaveLength(5);
    expect(new Set(allServiceNames()).size).toBe(allServiceNames().length);
  });

  it('falls back to a generic message that names the service', () => {
    expect(whatsappMessageFor('Relocation Support')).toBe(
      "Hello! I'm interested in Relocation Support. Could you please share more details?",
    );
    // Names that happen to be Object.prototype keys still get the fallback.
    expect(whatsappMessageFor('constructor')).toContain('constructor');
  });

  it('holds at least 35 service-specific messages', () => {
    expect(whatsappMessageCount()).toBeGreaterThanOrEqual(35);
  });
});

describe('enquiryChatText', () => {
  it('is only the service message when nothing is filled in', () => {
    expect(enquiryChatText('Interview Preparation', EMPTY)).toBe(whatsappMessageFor('Interview Preparation'));
  });

  it('adds one line per filled-in detail, in order, skipping blanks', () => {
    const text = enquiryChatText('Interview Preparation', {
      ...EMPTY,
      name: ' Ada Lovelace ',
      email: 'ada@example.com',
      message: 'Next week?',
    });
    expect(text).toBe(
      `${whatsappMessageFor('Interview Preparation')}\n\nName: Ada Lovelace\nEmail: ada@example.com\nAdditional message: Next week?`,
    );
  });

  it('labels every field', () => {
    const text = enquiryChatText('X', { name: 'a', contact: 'b', email: 'c', city: 'd', message: 'e' });
    expect(text.split('\n').slice(2)).toEqual(['Name: a', 'Contact: b', 'Email: c', 'City: d', 'Additional message: e']);
  });
});
