import { expect, it } from 'vitest';
import type { Checklist } from './checklist';
import { breadcrumbJsonLd, checklistJsonLd } from './json-ld';

const CHECKLIST: Checklist = {
  id: 'study-visa',
  title: 'Studienvisum',
  summary: 'Die Unterlagen für ein Studienvisum.',
  service: null,
  sections: [
    { id: 'a', title: 'Identität', items: [{ id: 'passport', title: 'Reisepass', explanation: 'Gültig.', forms: ['original'] }] },
    { id: 'b', title: 'Studium', items: [{ id: 'admission', title: 'Zulassung', explanation: 'Der Hochschule.', forms: ['copy'] }] },
  ],
  source: { name: 'Botschaft', url: 'https://example.org' },
  checkedOn: null,
};

it('lists every item of every section once, numbered in the page order, in the page language', () => {
  const data = checklistJsonLd(CHECKLIST, 'https://firm.example/de/checklisten/study-visa', 'de');
  expect(data).toMatchObject({ '@type': 'ItemList', name: 'Studienvisum', inLanguage: 'de', numberOfItems: 2, url: 'https://firm.example/de/checklisten/study-visa' });
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Reisepass', description: 'Gültig.' },
    { '@type': 'ListItem', position: 2, name: 'Zulassung', description: 'Der Hochschule.' },
  ]);
});

it('numbers the breadcrumb trail from 1', () => {
  const data = breadcrumbJsonLd([
    { name: 'Home', url: 'https://firm.example/' },
    { name: 'Checklists', url: 'https://firm.example/checklists' },
  ]);
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://firm.example/' },
    { '@type': 'ListItem', position: 2, name: 'Checklists', item: 'https://firm.example/checklists' },
  ]);
});
