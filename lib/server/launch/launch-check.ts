import 'server-only';
import type { LaunchItem } from '@/lib/launch/launch-item';
import { peopleFindings } from '@/lib/people/findings';
import { loadPeopleFacts } from '@/lib/server/people/facts';

// Everything that is still a placeholder or a sample, read from the database as it is now (never
// from a cache: the check is run just before going live, after the last change).
export async function launchCheck(): Promise<LaunchItem[]> {
  const people = peopleFindings(await loadPeopleFacts());
  return [...people.map((finding): LaunchItem => ({ id: finding.id, area: 'People', title: finding.title, detail: finding.detail, href: finding.href }))];
}
