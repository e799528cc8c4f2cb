import { describe, expect, it } from 'vitest';
import { formatAddress, getSiteConfig, whatsappLink } from './site';

describe('getSiteConfig', () => {
  it('uses the environment overrides and derives the WhatsApp number as digits only', () => {
    const site = getSiteConfig({ COMPANY_PHONE: '+49 (30) 555-0100', SITE_NAME: '  Test GmbH ' });
    expect(site.name).toBe('Test GmbH');
    expect(site.phone).toBe('+49 (30) 555-0100');
    expect(site.whatsappNumber).toBe('49305550100');
  });

  it('prefers WHATSAPP_NUMBER, ignores blank overrides and falls back to the placeholders', () => {
    const site = getSiteConfig({ WHATSAPP_NUMBER: '+49 151 000 111', COMPANY_EMAIL: '   ', SITE_URL: 'https://firm.de/' });
    expect(site.whatsappNumber).toBe('49151000111');
    expect(site.email).toBe('hello@example.com');
    expect(site.name).toBe('Spree Bridge Consulting');
    expect(site.url).toBe('https://firm.de');
    expect(formatAddress(site.address)).toBe('Musterstraße 1, 10115 Berlin, Germany');
  });

  it('builds a wa.me link with the text encoded', () => {
    expect(whatsappLink('4930', 'Hello! A & B?')).toBe('https://wa.me/4930?text=Hello!%20A%20%26%20B%3F');
  });
});
