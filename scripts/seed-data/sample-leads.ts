// The leads a fresh install shows (issue 47): on the pipeline board, spread over the default
// stages, and three with tasks for the first administrator (the lead page, My tasks, the
// dashboard's Tasks due). Each is marked as a sample (the board shows it, the launch check lists
// them). Invented people at example.com addresses; no mail is ever sent for them. `service`
// indexes the site's default service names; `days` is how long ago the lead arrived,
// `inStageDays` since when it is in its stage; a task is due so many hours from the seed's run
// (negative: overdue).
export type SampleTask = { title: string; dueInHours: number };
export type SampleLead = { fullName: string; stage: string; days: number; inStageDays: number; service: number; source: 'contact' | 'service' | 'booking'; locale: 'en' | 'de'; message: string; tasks?: SampleTask[] };

export const SAMPLE_LEADS: SampleLead[] = [
  { fullName: 'Amira Haddad', stage: 'new', days: 1, inStageDays: 1, service: 0, source: 'service', locale: 'en', message: 'I would like to study a master’s in Berlin. What are my options?', tasks: [{ title: 'Call back about the student visa', dueInHours: -20 }] },
  { fullName: 'Jonas Weber', stage: 'new', days: 3, inStageDays: 3, service: 1, source: 'contact', locale: 'de', message: 'Ich möchte meine Frau nach Deutschland holen. Wie gehen wir vor?' },
  { fullName: 'Priya Raman', stage: 'new', days: 6, inStageDays: 6, service: 2, source: 'service', locale: 'en', message: 'Do I qualify for the Opportunity Card with a software degree?' },
  { fullName: 'Carlos Mendes', stage: 'contacted', days: 9, inStageDays: 5, service: 0, source: 'contact', locale: 'en', message: 'Could you help with my university application?', tasks: [{ title: 'Send the document checklist', dueInHours: 3 }] },
  { fullName: 'Lena Nowak', stage: 'contacted', days: 12, inStageDays: 8, service: 3, source: 'service', locale: 'de', message: 'Ich brauche Hilfe bei der Anerkennung meines Abschlusses.' },
  { fullName: 'Kwame Mensah', stage: 'consultation-booked', days: 10, inStageDays: 2, service: 2, source: 'booking', locale: 'en', message: 'Consultation booked: First consultation' },
  { fullName: 'Sofia Rossi', stage: 'consultation-booked', days: 15, inStageDays: 4, service: 1, source: 'service', locale: 'en', message: 'We are planning to move as a family next year.', tasks: [{ title: 'Follow up', dueInHours: 48 }] },
  { fullName: 'Mehmet Yilmaz', stage: 'proposal-sent', days: 21, inStageDays: 6, service: 3, source: 'contact', locale: 'de', message: 'Wie lange dauert ein Visum für Fachkräfte?' },
  { fullName: 'Ana Petrova', stage: 'proposal-sent', days: 25, inStageDays: 11, service: 0, source: 'service', locale: 'en', message: 'I have an offer from a university and need a visa.' },
  { fullName: 'David Kim', stage: 'client', days: 40, inStageDays: 14, service: 2, source: 'booking', locale: 'en', message: 'Consultation booked: First consultation' },
  { fullName: 'Fatima Zahra', stage: 'client', days: 55, inStageDays: 30, service: 1, source: 'contact', locale: 'en', message: 'Thank you for the first call; we would like to go ahead.' },
  { fullName: 'Tom Fischer', stage: 'not-a-fit', days: 18, inStageDays: 16, service: 3, source: 'contact', locale: 'de', message: 'Ich suche eine Wohnung in Berlin.' },
];
