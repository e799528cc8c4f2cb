import 'server-only';
import type { Locale } from '@/i18n/locales';
import { defaultServiceRecords, defaultServices } from '@/lib/services/defaults';
import { pickService } from '@/lib/services/localize';
import { serviceNamesOf, serviceTitleForName } from '@/lib/services/names';
import type { ServiceId, ServiceRecord } from '@/lib/services/service';
import { readService, readServiceRecords, readServices } from './store';

// The service names a lead or a WhatsApp click may carry: those the site's buttons send now, and
// the defaults (a page opened before an offering was renamed still sends the old name). Read
// from the database on each call: a handful of small documents, and callers outside a request
// (the mail sweeper's repair pass) have no data cache.
export async function knownServiceNames(): Promise<Set<string>> {
  return new Set([...serviceNamesOf(await readServices()), ...serviceNamesOf(defaultServices())]);
}

function titleIn(stored: readonly ServiceRecord[], name: string, locale: Locale): string | null {
  const inLocale = (records: readonly ServiceRecord[]) => records.map((record) => pickService(record, locale));
  return serviceTitleForName(inLocale(stored), name) ?? serviceTitleForName(inLocale(defaultServiceRecords()), name);
}

// The titles, in each of `locales`, of the service a lead's name belongs to (the English name the
// site's buttons send, as stored): the stored service over its default, then the defaults (a name
// from before an offering was renamed). A name that is no service's has none: mail to a visitor
// never carries it (it is kept for the team). For mail and replies in the visitor's language.
export async function serviceTitlesIn<L extends Locale>(name: string | null | undefined, locales: readonly L[]): Promise<Partial<Record<L, string>>> {
  const titles: Partial<Record<L, string>> = {};
  const wanted = name?.trim();
  if (!wanted) return titles;
  const stored = await readServiceRecords();
  for (const locale of locales) {
    const title = titleIn(stored, wanted, locale);
    if (title) titles[locale] = title;
  }
  return titles;
}

// The same in one language; null for a name that is no service's.
export async function serviceTitleIn(name: string | null | undefined, locale: Locale): Promise<string | null> {
  return (await serviceTitlesIn(name, [locale]))[locale] ?? null;
}

// A service's title in `locale` by its id (a consultation type's service), stored over default.
export async function serviceTitleById(id: ServiceId, locale: Locale): Promise<string> {
  return (await readService(id, locale)).title;
}
