import 'server-only';
import { defaultServices } from '@/lib/services/defaults';
import { serviceNamesOf } from '@/lib/services/names';
import { readServices } from './store';

// The service names a lead or a WhatsApp click may carry: those the site's buttons send now, and
// the defaults (a page opened before an offering was renamed still sends the old name). Read
// from the database on each call: a handful of small documents, and callers outside a request
// (the mail sweeper's repair pass) have no data cache.
export async function knownServiceNames(): Promise<Set<string>> {
  return new Set([...serviceNamesOf(await readServices()), ...serviceNamesOf(defaultServices())]);
}
