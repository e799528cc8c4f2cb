import { MADE_UP_ID, type ActionCase } from './case';

// The newsletter (issue 30). Its switch and sending pace are the firm's decision: administrators.
// Its issues are editorial content (`posts`): an empty input is invalid, a made-up id not found,
// so nothing changes. Its subscribers are personal data with consent proofs: administrators.
export const ACTIONS: ActionCase[] = [
  { file: 'newsletter/actions.ts', name: 'updateNewsletterSettings', capability: 'staff', args: [{}] },
  { file: 'newsletter/issues/actions.ts', name: 'addIssue', capability: 'posts', args: [{}] },
  { file: 'newsletter/issues/actions.ts', name: 'saveIssue', capability: 'posts', args: [MADE_UP_ID, {}] },
  { file: 'newsletter/issues/actions.ts', name: 'removeIssue', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'newsletter/issues/actions.ts', name: 'sendIssueTest', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'newsletter/issues/actions.ts', name: 'previewIssueBody', capability: 'posts', args: [{ locale: 'en', subject: 'Preview', body: 'Hello' }] },
  { file: 'newsletter/issues/actions.ts', name: 'sendIssue', capability: 'posts', args: [MADE_UP_ID, { when: 'now' }] },
  { file: 'newsletter/issues/actions.ts', name: 'cancelIssueSchedule', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'newsletter/issues/actions.ts', name: 'pauseIssueSending', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'newsletter/issues/actions.ts', name: 'resumeIssueSending', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'newsletter/subscribers/actions.ts', name: 'unsubscribeSubscriber', capability: 'staff', args: [MADE_UP_ID, { how: 'staff' }] },
  { file: 'newsletter/subscribers/actions.ts', name: 'deleteSubscriber', capability: 'staff', args: [MADE_UP_ID] },
];
