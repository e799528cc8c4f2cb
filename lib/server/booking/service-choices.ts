import 'server-only';
import { readServices } from '@/lib/server/services/store';
import { formatFee } from '@/lib/services/fee';

// The services a consultation type can belong to, each with its fee as the service's settings
// state it (read-only in the type's form: the fee is set with the service).
export async function serviceChoices(): Promise<Array<{ id: string; title: string; fee: string }>> {
  return (await readServices()).map((service) => ({ id: service.id, title: service.title, fee: formatFee(service.fee) }));
}
