import { describe, expect, it } from 'vitest';
import { defaultService, defaultServiceRecord, defaultServiceRecords, defaultServices } from './defaults';
import { serviceFindings, serviceTranslationFindings } from './findings';
import { SERVICE_IDS } from './service';

describe('serviceFindings', () => {
  it('names, per service, what its page still lacks, with a link to its form', () => {
    const findings = serviceFindings([
      { ...defaultService('career-counseling'), description: '  \n ', offerings: [], faq: [] },
      { ...defaultService('opportunity-card'), description: 'How we work with you.' },
      { ...defaultService('visa-advisory'), description: '' },
    ]);
    expect(findings).toEqual([
      {
        key: 'service:career-counseling:description+offerings+faq',
        serviceId: 'career-counseling',
        missing: ['description', 'offerings', 'faq'],
        message: 'Career Counseling has no long description, no offerings and no frequently asked questions on its page.',
        href: '/admin/services/career-counseling',
      },
      {
        key: 'service:visa-advisory:description',
        serviceId: 'visa-advisory',
        missing: ['description'],
        message: 'Visa Advisory has no long description on its page.',
        href: '/admin/services/visa-advisory',
      },
    ]);
  });

  it('lists the defaults: no service has a long description yet, and only two have questions', () => {
    const findings = serviceFindings(defaultServices());
    expect(findings.map((finding) => finding.serviceId)).toEqual([...SERVICE_IDS]);
    expect(findings.find((finding) => finding.serviceId === 'opportunity-card')?.missing).toEqual(['description']);
    expect(findings.find((finding) => finding.serviceId === 'it-consulting')?.message).toBe(
      'IT Consulting has no long description and no frequently asked questions on its page.',
    );
  });

  it('has nothing to say about a service with text of its own', () => {
    expect(serviceFindings([{ ...defaultService('opportunity-card'), description: 'We start with your points.' }])).toEqual([]);
  });
});

describe('the services’ texts without German', () => {
  it('finds none in the defaults, which are written in German too', () => {
    expect(serviceTranslationFindings(defaultServiceRecords())).toEqual([]);
  });

  it('counts each text without German, once per service, with a link to its form', () => {
    const record = defaultServiceRecord('visa-advisory');
    const changed = {
      ...record,
      title: { en: record.title.en },
      description: { en: 'How we work with you.' },
      faq: [{ question: { en: 'Do you advise on extensions?' }, answer: record.faq[0]!.answer }],
    };
    expect(serviceTranslationFindings([changed, defaultServiceRecord('it-consulting')])).toEqual([
      {
        key: 'service-translation:visa-advisory:de',
        serviceId: 'visa-advisory',
        locale: 'de',
        missing: 3,
        message: "Service 'Visa Advisory': 3 texts without German.",
        href: '/admin/services/visa-advisory',
      },
    ]);
  });
});
