import { describe, expect, it } from 'vitest';
import { getSiteConfig } from './site';

describe('getSiteConfig', () => {
  it('uses the environment overrides and derives the WhatsApp number as digits only', () => {
    const site = getSiteConfig({ COMPANY_PHONE: '+49 (30) 555-0100', COMPANY_NAME: '  Test GmbH ' });
    expect(site.name).toBe('Test GmbH');
    expect(site.phone).toBe('+49 (30) 555-0100');
    expect(site.whatsappNumber).toBe('49305550100');
  });

  it('prefers WHATSAPP_NUMBER and ignores blank overrides', () => {
    const site = getSiteConfig({ WHATSAPP_NUMBER: '+49 151 000 111', COMPANY_EMAIL: '   ' });
    expect(site.whatsappNumber).toBe('49151000111');
    expect(site.email).toBe('info@example.com');
  });
});
