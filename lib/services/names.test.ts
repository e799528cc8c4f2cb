import { describe, expect, it } from 'vitest';
import { defaultServices } from './defaults';
import { serviceTitleForName } from './names';

describe('serviceTitleForName', () => {
  it("names a section's service by the service's title and an offering by its own, in the services' language", () => {
    const german = defaultServices('de');
    expect(serviceTitleForName(german, 'Family Reunification Solutions')).toBe('Familiennachzug');
    expect(serviceTitleForName(german, 'Student Visa Assistance')).toBe('Unterstützung beim Studentenvisum');
    expect(serviceTitleForName(german, ' Visa Advisory Services ')).toBe('Visaberatung');
    const english = defaultServices('en');
    expect(serviceTitleForName(english, 'Family Reunification Solutions')).toBe('Family Reunification');
    expect(serviceTitleForName(english, 'Student Visa Assistance')).toBe('Student Visa Assistance');
  });

  it('is null for a name that is no service of the firm, and for none', () => {
    expect(serviceTitleForName(defaultServices('de'), 'Claim your prize at https://evil.example')).toBeNull();
    expect(serviceTitleForName(defaultServices('de'), 'Familiennachzug')).toBeNull();
    expect(serviceTitleForName(defaultServices('de'), '')).toBeNull();
    expect(serviceTitleForName(defaultServices('de'), null)).toBeNull();
  });
});
