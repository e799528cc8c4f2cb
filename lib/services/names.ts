import type { ServiceContent, ServiceId } from './service';

type Named = Pick<ServiceContent, 'id' | 'serviceName' | 'offerings'>;

// Every name a lead can carry from the site's enquiry buttons: each section's name and each
// offering's English title (SPEC: "the card title, or the section's overall service name").
export function serviceNamesOf(services: readonly Named[]): string[] {
  return services.flatMap((service) => [service.serviceName, ...service.offerings.map((offering) => offering.name)]);
}

// The service a lead's name belongs to: the section itself or one of its offerings.
export function serviceIdForName(services: readonly Named[], name: string | null): ServiceId | null {
  if (!name) return null;
  const found = services.find((service) => service.serviceName === name || service.offerings.some((offering) => offering.name === name));
  return found?.id ?? null;
}

// What a page in the services' language calls the service a lead's name belongs to: the service's
// title for the section's name ("Family Reunification Solutions" → "Familiennachzug" in German),
// the offering's title for an offering's. `services` are in one language (pickService); null
// for a name that is none of theirs.
export function serviceTitleForName(services: readonly Pick<ServiceContent, 'serviceName' | 'title' | 'offerings'>[], name: string | null | undefined): string | null {
  const wanted = name?.trim();
  if (!wanted) return null;
  for (const service of services) {
    if (service.serviceName === wanted) return service.title;
    const offering = service.offerings.find((candidate) => candidate.name === wanted);
    if (offering) return offering.title;
  }
  return null;
}
