// Launch-check findings about the booking setup: what the seed added as a sample, and what visitors
// could not book. Pure and browser-safe; lib/server/booking/setup-facts.ts gathers the facts.

export type BookingSetupFacts = {
  // Consultation types still marked as the seed's sample.
  sampleTypes: Array<{ id: string; name: string }>;
  // Advisers whose hours are still the seed's sample.
  sampleHours: Array<{ userId: string; name: string }>;
  // Active types that no adviser who may work on leads takes: visitors find no time for them.
  untakenTypes: Array<{ id: string; name: string }>;
};

export type BookingSetupFinding = { key: string; title: string; detail: string; href: string };

export function bookingSetupFindings(facts: BookingSetupFacts): BookingSetupFinding[] {
  return [
    ...facts.sampleTypes.map((type) => ({
      key: `booking-sample-type:${type.id}`,
      title: `The consultation type “${type.name}” is a sample`,
      detail: 'It came with the site so that booking works from the start. Check its name, duration, channel and notice, and save it, or replace it with your own.',
      href: `/admin/consultations/${type.id}`,
    })),
    ...facts.sampleHours.map((hours) => ({
      key: `booking-sample-hours:${hours.userId}`,
      title: `${hours.name || 'An adviser'}’s hours are samples (Monday to Friday, 9:00 to 17:00)`,
      detail: 'Visitors can book these times. Set the real weekly hours, days off and consultation types, and save them.',
      href: `/admin/availability/${hours.userId}`,
    })),
    ...facts.untakenTypes.map((type) => ({
      key: `booking-untaken-type:${type.id}`,
      title: `No adviser takes the consultation type “${type.name}”`,
      detail: 'Visitors find no free time for it. Choose it in an adviser’s hours, or make it not bookable.',
      href: '/admin/availability',
    })),
  ];
}
