import type { ActionCase } from './case';

// The Texts screen's preview (issue 45): administrators and editors (`posts`). An empty input is
// invalid, so no draft is kept and draft mode stays off; ending a preview changes nothing stored.
export const ACTIONS: ActionCase[] = [
  { file: 'texts/preview/actions.ts', name: 'previewText', capability: 'posts', args: [{}] },
  { file: 'texts/preview/actions.ts', name: 'endTextPreview', capability: 'posts', args: [] },
];
