import { describe, expect, it } from 'vitest';
import { impressum } from '@/lib/content/legal/documents';
import { plainText, type LegalDocument } from '@/lib/content/legal/types';
import { siteConfigFrom } from '@/lib/site';
import { completeFirm, COMPLETE_GMBH } from '@/tests/support/site-settings';
import { impressumRequirements, missingImpressumFields } from './impressum-rules';
import { LEGAL_FORMS, type LegalForm } from './legal-forms';
import type { SiteSettings } from './settings';

const text = (doc: LegalDocument) => doc.sections.map((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.lines ?? [])].map(plainText).join('\n')).join('\n\n');
const headings = (doc: LegalDocument) => doc.sections.map((section) => section.heading);
const impressumOf = (settings: SiteSettings) => impressum(siteConfigFrom(settings, 'https://firm.example'), 'en');
const missing = (settings: SiteSettings) => missingImpressumFields(settings).map((item) => item.field);

describe('what the Impressum must state, per legal form', () => {
  const cases: [LegalForm, string[]][] = [
    ['einzelunternehmen', []],
    ['freiberufler', []],
    ['ek', ['representatives', 'registerCourt', 'registerNumber']],
    ['gbr', ['representatives']],
    ['gmbh', ['representatives', 'registerCourt', 'registerNumber']],
    ['ug', ['representatives', 'registerCourt', 'registerNumber']],
    ['partg', ['representatives', 'registerCourt', 'registerNumber']],
    ['partg-mbb', ['representatives', 'registerCourt', 'registerNumber']],
  ];
  const always = ['legalForm', 'legalName', 'street', 'postalCode', 'city', 'email', 'phone', 'contentResponsible'];

  for (const [form, extra] of cases) {
    it(`${form}: name, address, e-mail, phone and who is responsible for the content${extra.length ? `, and ${extra.join(', ')}` : ''}`, () => {
      const firm = completeFirm(form);
      expect(impressumRequirements(firm).sort()).toEqual([...always, ...extra].sort());
      expect(missing(firm)).toEqual([]);
    });
  }

  it('lists each empty required field, named for the legal form', () => {
    const gmbh = { ...COMPLETE_GMBH, representatives: [], registerNumber: ' ', contentResponsible: '' };
    expect(missingImpressumFields(gmbh)).toEqual([
      { field: 'contentResponsible', label: 'person responsible for the content' },
      { field: 'representatives', label: 'managing directors' },
      { field: 'registerNumber', label: 'register number' },
    ]);
    expect(missingImpressumFields({ ...completeFirm('gbr'), representatives: [] })).toEqual([{ field: 'representatives', label: 'partners' }]);
  });

  it('without a legal form, the legal form is missing and nothing else is guessed', () => {
    expect(missing({ ...COMPLETE_GMBH, legalForm: '', registerCourt: '', registerNumber: '', representatives: [] })).toEqual(['legalForm']);
  });

  it('a GbR need not be registered, but a register entry is stated whole', () => {
    expect(missing({ ...completeFirm('gbr'), registerCourt: 'Amtsgericht Charlottenburg' })).toEqual(['registerNumber']);
    expect(missing({ ...completeFirm('gbr'), registerCourt: 'Amtsgericht Charlottenburg', registerNumber: 'GsR 123 B' })).toEqual([]);
  });

  it('a regulated profession states its chamber, title and rules together', () => {
    expect(missing({ ...COMPLETE_GMBH, professionalTitle: 'Rechtsanwältin (verliehen in Deutschland)' }).sort()).toEqual(['chamber', 'professionalRules']);
  });

  it('never reports a VAT ID or a supervisory authority as missing: only the firm knows whether it has one', () => {
    for (const form of LEGAL_FORMS) expect(impressumRequirements(completeFirm(form))).not.toContain('vatId');
    expect(missing({ ...COMPLETE_GMBH, vatId: '', supervisoryAuthority: '' })).toEqual([]);
  });
});

describe('the Impressum built from the settings', () => {
  it('a complete GmbH: legal form, managing directors, register, VAT ID and the person responsible', () => {
    const doc = impressumOf(COMPLETE_GMBH);
    expect(headings(doc).slice(0, 6)).toEqual(['Anbieter', 'Rechtsform', 'Vertreten durch', 'Kontakt', 'Registereintrag', 'Umsatzsteuer-ID']);
    const all = text(doc);
    expect(all).toContain('Havel Bridge Advisors GmbH\nTorstraße 12\n10119 Berlin\nDeutschland');
    expect(all).toContain('Gesellschaft mit beschränkter Haftung (GmbH)');
    expect(all).toContain('Geschäftsführer/in: Amira Haddad\nGeschäftsführer/in: Jonas Weber');
    expect(all).toContain('Eintragung im Handelsregister\nRegistergericht: Amtsgericht Charlottenburg\nRegisternummer: HRB 234567 B');
    expect(all).toContain('Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789');
    expect(all).toContain('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV\nAmira Haddad\nTorstraße 12');
    expect(all).toContain('Telefon: +49 30 9876543\nE-Mail: office@havel-bridge.de');
  });

  it('states each required item of every legal form when it is filled', () => {
    for (const form of LEGAL_FORMS) {
      const firm = completeFirm(form);
      const all = text(impressumOf(firm));
      expect(all, form).toContain(firm.legalName);
      for (const name of firm.representatives) expect(all, form).toContain(name);
      if (firm.registerNumber) expect(all, form).toContain(`Registernummer: ${firm.registerNumber}`);
    }
    expect(text(impressumOf(completeFirm('partg')))).toContain('Eintragung im Partnerschaftsregister');
    expect(text(impressumOf(completeFirm('ek')))).toContain('Inhaber/in\nAmira Haddad');
    // A natural person states no legal form.
    expect(headings(impressumOf(completeFirm('freiberufler')))).not.toContain('Rechtsform');
  });

  it('leaves out what is not filled, and never says "auf Anfrage"', () => {
    const bare = { ...COMPLETE_GMBH, representatives: [], registerCourt: '', registerNumber: '', vatId: '', contentResponsible: '' };
    const doc = impressumOf(bare);
    expect(headings(doc)).not.toContain('Registereintrag');
    expect(headings(doc)).not.toContain('Umsatzsteuer-ID');
    expect(headings(doc)).not.toContain('Vertreten durch');
    expect(headings(doc)).not.toContain('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV');
    expect(JSON.stringify(doc)).not.toMatch(/auf Anfrage/i);
  });

  it('states the professional details and the supervisory authority when given', () => {
    const all = text(
      impressumOf({
        ...completeFirm('freiberufler'),
        supervisoryAuthority: 'Landesamt für Einwanderung, Friedrich-Krause-Ufer 24, 13353 Berlin',
        chamber: 'Rechtsanwaltskammer Berlin',
        professionalTitle: 'Rechtsanwältin (verliehen in Deutschland)',
        professionalRules: 'BRAO, BORA, FAO, RVG: www.brak.de',
      }),
    );
    expect(all).toContain('Zuständige Aufsichtsbehörde\nLandesamt für Einwanderung');
    expect(all).toContain('Berufsrechtliche Angaben\nZuständige Kammer: Rechtsanwaltskammer Berlin\nGesetzliche Berufsbezeichnung: Rechtsanwältin (verliehen in Deutschland)\nBerufsrechtliche Regelungen: BRAO, BORA, FAO, RVG: www.brak.de');
  });
});
