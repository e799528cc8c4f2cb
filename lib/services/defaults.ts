import {
  MINIMUM_POINTS_DEFAULT,
  OPPORTUNITY_CARD,
  REQUIRED_FUNDS_DEFAULT,
  SERVICE_FAQ_DEFAULTS,
  SERVICE_SECTIONS,
} from '@/lib/content/services';
import { OPPORTUNITY_CARD_ID, SERVICE_IDS, type Fee, type ServiceContent, type ServiceId } from './service';

// Each service as it is until an administrator saves it: the copy of lib/content/services.ts.
export const DEFAULT_FEE: Fee = { kind: 'on-request', amount: null, note: '' };

function sectionOf(id: ServiceId) {
  const section = SERVICE_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`lib/content/services.ts has no section ${id}`);
  return section;
}

export function defaultService(id: ServiceId): ServiceContent {
  const section = sectionOf(id);
  return {
    id,
    serviceName: section.serviceName,
    ctaLabel: section.ctaLabel,
    title: section.heading,
    summary: section.intro,
    description: '',
    offerings: section.offerings.map((offering) => ({ ...offering, fee: null })),
    fee: DEFAULT_FEE,
    faq: (SERVICE_FAQ_DEFAULTS[id] ?? []).map((item) => ({ ...item })),
    opportunityCard:
      id === OPPORTUNITY_CARD_ID
        ? {
            points: OPPORTUNITY_CARD.points.map((row) => ({ ...row })),
            minimumPoints: MINIMUM_POINTS_DEFAULT,
            requirements: [...OPPORTUNITY_CARD.requirements],
            requiredFunds: { ...REQUIRED_FUNDS_DEFAULT },
          }
        : null,
    updatedAt: null,
    updatedBy: null,
  };
}

export function defaultServices(): ServiceContent[] {
  return SERVICE_IDS.map(defaultService);
}

// What pages show while the stored services cannot be read (a start during a database outage):
// the default texts, and no funds amount, since the stored one may differ from the default.
export function fallbackServices(): ServiceContent[] {
  return defaultServices().map((service) =>
    service.opportunityCard ? { ...service, opportunityCard: { ...service.opportunityCard, requiredFunds: null } } : service,
  );
}
