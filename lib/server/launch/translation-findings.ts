import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { LaunchItem } from '@/lib/launch/launch-item';
import { countMissing, languageName, TRANSLATION_LOCALES, type StoredLocalized } from '@/lib/i18n/localized';
import { AUTHOR_LOCALIZED_FIELDS } from '@/lib/authors/author';
import { TESTIMONIAL_LOCALIZED_FIELDS } from '@/lib/testimonials/testimonial';
import { Author } from '@/models/author';
import { Testimonial } from '@/models/testimonial';

// The people's texts that pages in another language show in English: the published testimonials'
// per-language fields and the team's (each record's one list). (The services' are counted with the
// services, lib/services/findings.ts.) One item per person and language, linking to the form.
type Counted = { id: string; what: string; name: string; texts: StoredLocalized[]; href: string };

function findings(items: readonly Counted[]): LaunchItem[] {
  return items.flatMap((item) =>
    TRANSLATION_LOCALES.flatMap((locale) => {
      const missing = countMissing(item.texts, locale);
      if (missing === 0) return [];
      return [
        {
          id: `${item.id}-${locale}`,
          area: 'People' as const,
          title: `${item.what} '${item.name}': ${missing === 1 ? '1 text' : `${missing} texts`} without ${languageName(locale)}.`,
          href: item.href,
        },
      ];
    }),
  );
}

export async function peopleTranslationFindings(): Promise<LaunchItem[]> {
  await connectDb();
  const [testimonials, team] = await Promise.all([
    // Samples are never shown, so their languages do not matter.
    Testimonial.find({ published: true, sample: mongoose.trusted({ $ne: true }) }).select(['name', ...TESTIMONIAL_LOCALIZED_FIELDS]).lean(),
    Author.find({ onTeam: true }).select(['name', ...AUTHOR_LOCALIZED_FIELDS]).lean(),
  ]);
  return findings([
    ...testimonials.map((testimonial) => ({
      id: `testimonial-${String(testimonial._id)}`,
      what: 'Testimonial by',
      name: testimonial.name,
      texts: TESTIMONIAL_LOCALIZED_FIELDS.map((field) => testimonial[field]),
      href: `/admin/testimonials/${String(testimonial._id)}`,
    })),
    ...team.map((member) => ({
      id: `team-${String(member._id)}`,
      what: 'Team member',
      name: member.name,
      texts: AUTHOR_LOCALIZED_FIELDS.map((field) => member[field]),
      href: `/admin/authors/${String(member._id)}`,
    })),
  ]);
}
