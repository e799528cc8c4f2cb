import { describe, expect, it } from 'vitest';
import { siteSettingsFromEnv } from '@/lib/site-settings/settings';
import { newsletterFindings } from './launch-findings';

const samples = siteSettingsFromEnv({});
const own = { ...samples, email: 'office@kanzlei-berlin.de', street: 'Friedrichstraße 12' };

describe('newsletterFindings', () => {
  it('lists each sample issue with the link to its editor', () => {
    const findings = newsletterFindings({ enabled: false, sampleIssues: [{ id: 'abc', subject: 'Sample issue' }] }, own);
    expect(findings).toEqual([expect.objectContaining({ key: 'newsletter-sample-issue:abc', title: 'The newsletter issue “Sample issue” is a sample', href: '/admin/newsletter/issues/abc' })]);
  });

  it('names the sample or missing sender details only while the newsletter is on', () => {
    expect(newsletterFindings({ enabled: false, sampleIssues: [] }, samples)).toEqual([]);
    expect(newsletterFindings({ enabled: true, sampleIssues: [] }, own)).toEqual([]);
    const [finding] = newsletterFindings({ enabled: true, sampleIssues: [] }, samples);
    expect(finding).toMatchObject({ key: 'newsletter-sender-details', href: '/admin/settings#email' });
    expect(finding?.detail).toContain('e-mail address, street.');
    const [noCity] = newsletterFindings({ enabled: true, sampleIssues: [] }, { ...own, city: ' ' });
    expect(noCity).toMatchObject({ href: '/admin/settings#city' });
    expect(noCity?.detail).toContain('site settings: city.');
  });
});
