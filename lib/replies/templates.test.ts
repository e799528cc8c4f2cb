import { describe, expect, it } from 'vitest';
import { defaultReplyTemplate, fillReplyTemplate, replyServiceFor } from './templates';
import { GENERAL_SERVICE, REPLY_LANGUAGES, REPLY_SERVICE_KEYS } from './reply-template';

describe('reply templates', () => {
  it('has a template for the contact form, for a lead with a coming booking, and for each of the six services', () => {
    expect(REPLY_SERVICE_KEYS).toEqual(['general', 'booked', 'university-admissions', 'opportunity-card', 'family-reunification', 'career-counseling', expect.any(String), expect.any(String)]);
  });

  it('finds the service a lead asked about, from the section or one of its offerings', () => {
    expect(replyServiceFor('Germany Opportunity Card (Chancenkarte) Consulting')).toBe('opportunity-card');
    expect(replyServiceFor('Eligibility & Points Assessment')).toBe('opportunity-card');
    expect(replyServiceFor(null)).toBe('general');
    expect(replyServiceFor('Something else')).toBe('general');
  });

  it('fills the placeholders, leaves unknown braces alone, and names no service as “our services”', () => {
    const values = { name: 'Lena Groß', service: 'Student Visa', staffName: 'Ada', firmName: 'Berlin Consult' };
    expect(fillReplyTemplate('Dear {name}, {service}; {staffName} at {firmName} {other}', values, 'en')).toBe('Dear Lena Groß, Student Visa; Ada at Berlin Consult {other}');
    expect(fillReplyTemplate('{service}', { ...values, service: null }, 'en')).toBe('our services');
    expect(fillReplyTemplate(defaultReplyTemplate('general', 'de').subject, { ...values, service: null }, 'de')).toBe('Ihre Anfrage zu unseren Leistungen');
    // A name that looks like a placeholder is not filled again.
    expect(fillReplyTemplate('{name} {service}', { ...values, name: '{service}' }, 'en')).toBe('{service} Student Visa');
  });

  it('names the service by its title in the reply\'s language, the name as sent where it has none', () => {
    const values = {
      name: 'Lena Groß',
      service: 'Family Reunification Solutions',
      serviceTitles: { en: 'Family Reunification', de: 'Familiennachzug' },
      staffName: 'Ada',
      firmName: 'Berlin Consult',
    };
    expect(fillReplyTemplate(defaultReplyTemplate('family-reunification', 'de').subject, values, 'de')).toBe('Ihre Anfrage zu Familiennachzug');
    expect(fillReplyTemplate(defaultReplyTemplate('family-reunification', 'en').subject, values, 'en')).toBe('Your enquiry about Family Reunification');
    expect(fillReplyTemplate('{service}', { ...values, serviceTitles: {} }, 'de')).toBe('Family Reunification Solutions');
  });
});

describe('the default reply templates', () => {
  // Whether a first consultation is free depends on the firm's setting and the service's fee
  // (lib/services/fee.ts, consultationIsFree), which a template's text cannot know.
  it('offer a first consultation without promising that it is free', () => {
    for (const language of REPLY_LANGUAGES) {
      const { body } = defaultReplyTemplate(GENERAL_SERVICE, language);
      expect(body, language).toMatch(/consultation|Erstberatung/);
      expect(body, language).not.toMatch(/free|kostenlos|gratis/i);
    }
  });
});
