import 'server-only';
import type { LaunchItem } from '@/lib/launch/launch-item';
import { peopleFindings } from '@/lib/people/findings';
import { placeholderFindings } from '@/lib/site-settings/launch-findings';
import { serviceFindings, serviceTranslationFindings } from '@/lib/services/findings';
import { readServiceRecords } from '@/lib/server/services/store';
import { pickService } from '@/lib/services/localize';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { loadPeopleFacts } from '@/lib/server/people/facts';
import { getSiteSettings } from '@/lib/server/site-settings/settings';
import { peopleTranslationFindings } from './translation-findings';
import { checklistReviewFindings, checklistTranslationFindings } from '@/lib/checklists/findings';
import { readChecklistRecords } from '@/lib/server/checklists/store';
import { berlinDay } from '@/lib/time/berlin';
import { bookingSetupFindings } from '@/lib/booking/setup-findings';
import { loadBookingSetupFacts } from '@/lib/server/booking/setup-facts';
import { newsletterFindings } from '@/lib/newsletter/launch-findings';
import { loadNewsletterLaunchFacts } from '@/lib/server/newsletter/launch-facts';
import { textFindings } from '@/lib/texts/launch-findings';
import { listTextEntries } from '@/lib/server/texts/queries';
import { sampleLeadFindings } from '@/lib/server/enquiries/sample-leads';

// Everything that is still a placeholder or a sample, read from the database as it is now (never
// from a cache: the check is run just before going live, after the last change). Each part of
// the site says what it finds (pure functions beside its settings); this puts them in one list.
// postsWithoutAuthor: the dashboard's cached count (a scan of every post on FerretDB); the command
// line reads it directly.
export async function launchCheck(now = new Date(), postsWithoutAuthor?: () => Promise<number>): Promise<LaunchItem[]> {
  const [settings, serviceRecords, checklists, people, peopleTexts, booking, newsletter, texts, sampleLeads] = await Promise.all([
    getSiteSettings(),
    readServiceRecords(),
    readChecklistRecords(),
    loadPeopleFacts(postsWithoutAuthor),
    peopleTranslationFindings(),
    loadBookingSetupFacts(),
    loadNewsletterLaunchFacts(),
    listTextEntries(),
    sampleLeadFindings(),
  ]);
  const services = serviceRecords.map((record) => pickService(record, DEFAULT_LOCALE));
  return [
    ...placeholderFindings(settings).map((finding): LaunchItem => ({ id: finding.id, area: 'Firm and legal details', title: finding.message, href: finding.href })),
    ...serviceFindings(services).map((finding): LaunchItem => ({ id: `service-${finding.serviceId}`, area: 'Services', title: finding.message, href: finding.href })),
    // Texts that German pages show in English (lib/i18n/localized.ts).
    ...serviceTranslationFindings(serviceRecords).map((finding): LaunchItem => ({ id: `service-${finding.serviceId}-${finding.locale}`, area: 'Services', title: finding.message, href: finding.href })),
    // Checklists never compared with their source or compared more than a year ago, and those whose
    // texts German pages show in English.
    ...[...checklistReviewFindings(checklists, berlinDay(now)), ...checklistTranslationFindings(checklists)].map(
      (finding): LaunchItem => ({ id: finding.key, area: 'Checklists', title: finding.message, href: finding.href }),
    ),
    // The seed's sample consultation type and hours, and types no adviser takes.
    ...bookingSetupFindings(booking).map((finding): LaunchItem => ({ id: finding.key, area: 'Booking', title: finding.title, detail: finding.detail, href: finding.href })),
    // The seed's sample issue, and a newsletter on while its sender's details are samples.
    ...newsletterFindings(newsletter, settings).map((finding): LaunchItem => ({ id: finding.key, area: 'Newsletter', title: finding.title, detail: finding.detail, href: finding.href })),
    ...peopleFindings(people).map((finding): LaunchItem => ({ id: finding.id, area: 'People', title: finding.title, detail: finding.detail, href: finding.href })),
    // Published testimonials and team members whose texts German pages show in English.
    ...peopleTexts,
    // The firm's changed texts (the Texts screen): German that reads as the English, and texts
    // changed in one language only.
    ...textFindings(texts).map((finding): LaunchItem => ({ id: finding.key, area: 'Texts', title: finding.message, href: finding.href })),
    // The seed's sample leads with their tasks (issue 47).
    ...sampleLeads,
  ];
}
