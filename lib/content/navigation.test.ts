import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS } from './navigation';

describe('FOOTER_GROUPS', () => {
  it('links each service’s page under the catalogue key named after its id, in the footer’s order', () => {
    const links = FOOTER_GROUPS.find((group) => group.key === 'services')?.links ?? [];
    expect(links.map((link) => link.key)).toEqual(['universityAdmissions', 'opportunityCard', 'visaAdvisory', 'familyReunification', 'careerCounseling', 'itConsulting']);
    expect(links.map((link) => link.href)).toEqual(['/services/university-admissions', '/services/opportunity-card', '/services/visa-advisory', '/services/family-reunification', '/services/career-counseling', '/services/it-consulting']);
  });
});
