import type { ServiceContent } from './service';

// What the launch check (built elsewhere from this) says about the services: one finding per
// service that still lacks text of its own, naming what is missing, with a link to its form.
export type ServiceGap = 'description' | 'offerings' | 'faq';
export type ServiceFinding = { key: string; serviceId: ServiceContent['id']; missing: ServiceGap[]; message: string; href: string };

const GAP_WORDS: Record<ServiceGap, string> = {
  description: 'no long description',
  offerings: 'no offerings',
  faq: 'no frequently asked questions',
};

function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

// "no long description and no frequently asked questions"
export function gapsText(missing: readonly ServiceGap[]): string {
  return listed(missing.map((gap) => GAP_WORDS[gap]));
}

type Checked = Pick<ServiceContent, 'id' | 'title' | 'description' | 'offerings' | 'faq'>;

export function serviceFindings(services: readonly Checked[]): ServiceFinding[] {
  return services.flatMap((service) => {
    const missing: ServiceGap[] = [];
    if (!service.description.trim()) missing.push('description');
    if (service.offerings.length === 0) missing.push('offerings');
    if (service.faq.length === 0) missing.push('faq');
    if (missing.length === 0) return [];
    return [
      {
        key: `service:${service.id}:${missing.join('+')}`,
        serviceId: service.id,
        missing,
        message: `${service.title} has ${gapsText(missing)} on its page.`,
        href: `/admin/services/${service.id}`,
      },
    ];
  });
}
