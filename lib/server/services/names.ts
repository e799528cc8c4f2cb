import 'server-only';
import type { Locale } from '@/i18n/pathnames';
import { defaultServices } from '@/lib/services/defaults';
import { serviceNamesOf, serviceTitleForName } from '@/lib/services/names';
import { readService, readServices } from './store';
import type { ServiceId } from '@/lib/services/service';

// The service names a lead or a WhatsApp click may carry: those the site's buttons send now, and
// the defaults (a page opened before an offering was renamed still sends the old name). Read
// from the database on each call: a handful of small documents, and callers outside a request
// (the mail sweeper's repair pass) have no data cache.
export async function knownServiceNames(): Promise<Set<string>> {
  return new Set([...serviceNamesOf(await readServices()), ...serviceNamesOf(defaultServices())]);
}

// The service a lead's name (the English name the site's buttons send, as stored) belongs to, by
// its title in `locale`, for mail to the visitor: the stored service over its default, then the
// defaults (a name from before an offering was renamed). Null for a name that is no service's:
// such a name is kept for the team but never mailed out.
export async function serviceTitleIn(name: string | null | undefined, locale: Locale): Promise<string | null> {
  if (!name?.trim()) return null;
  return serviceTitleForName(await readServices(locale), name) ?? serviceTitleForName(defaultServices(locale), name);
}

// A service's title in `locale` by its id (a consultation type's service), stored over default.
export async function serviceTitleById(id: ServiceId, locale: Locale): Promise<string> {
  return (await readService(id, locale)).title;
}
