import type { Checklist } from './checklist';

// Structured data of a checklist's page (schema.org), written like the service pages'
// (lib/services/json-ld.ts, jsonLdText for the script element): the documents as an ItemList in
// the page's order, and the page's place under the checklists as a BreadcrumbList.

type JsonObject = Record<string, unknown>;

// url: the page's absolute address in its language.
export function checklistJsonLd(checklist: Checklist, url: string, inLanguage: string): JsonObject {
  const items = checklist.sections.flatMap((section) => section.items);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${url}#documents`,
    name: checklist.title,
    description: checklist.summary,
    url,
    inLanguage,
    numberOfItems: items.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.title, description: item.explanation })),
  };
}

// The trail shown above the page's title, each step with its absolute address.
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
