import type { ActionCase } from './case';

// The Texts screen: administrators and editors (`posts`). An empty input is invalid, so nothing
// changes; the history of a text reads only.
export const ACTIONS: ActionCase[] = [
  { file: 'texts/actions.ts', name: 'saveText', capability: 'posts', args: [{}] },
  { file: 'texts/actions.ts', name: 'resetText', capability: 'posts', args: [{}] },
  { file: 'texts/actions.ts', name: 'loadTextHistory', capability: 'posts', args: [{ key: 'Home.hero.heading' }] },
];

// The images of the pages: the same people. An empty input is invalid, so nothing changes.
ACTIONS.push(
  { file: 'texts/images/actions.ts', name: 'choosePageImageAction', capability: 'posts', args: [{}] },
  { file: 'texts/images/actions.ts', name: 'resetPageImageAction', capability: 'posts', args: [{}] },
);
