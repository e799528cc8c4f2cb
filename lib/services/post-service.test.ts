import { describe, expect, it } from 'vitest';
import { serviceForPost, serviceIdForPost } from './post-service';

describe('serviceForPost', () => {
  it('offers the service the subject names, before the category', () => {
    expect(serviceForPost({ headline: 'The Germany Opportunity Card explained', tags: [], category: 'Immigration' })?.id).toBe('opportunity-card');
    expect(serviceForPost({ headline: 'Bringing your family', tags: ['Familiennachzug'], category: 'Immigration' })?.id).toBe('family-reunification');
    expect(serviceForPost({ headline: 'Writing a German-style CV', tags: [], category: 'General' })?.id).toBe('career-counseling');
  });

  it('falls back to the category, and offers no service for Germany and General posts', () => {
    expect(serviceForPost({ headline: 'Residence permit renewal', tags: [], category: 'Immigration' })?.id).toBe('visa-advisory');
    expect(serviceForPost({ headline: 'Semester dates', tags: [], category: 'Education' })?.id).toBe('university-admissions');
    expect(serviceForPost({ headline: 'Anmeldung in Berlin', tags: [], category: 'Germany' })).toBeNull();
  });
});

describe('serviceIdForPost', () => {
  it('names the service of a post by its id, or none', () => {
    expect(serviceIdForPost({ headline: 'Chancenkarte: your points', tags: [], category: 'General' })).toBe('opportunity-card');
    expect(serviceIdForPost({ headline: 'Job interview etiquette', tags: [], category: 'Germany' })).toBe('career-counseling');
    expect(serviceIdForPost({ headline: 'Berlin in winter', tags: ['weather'], category: 'Germany' })).toBeNull();
  });
});
