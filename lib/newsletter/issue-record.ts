import type { Locale } from '@/i18n/locales';
import type { IssueBodySource, IssueStatus } from './issue';

// A newsletter issue as the back office shows it (issue 30): plain data, dates as ISO text.
export type IssueRecord = {
  id: string;
  locale: Locale;
  subject: string;
  previewText: string;
  bodySource: IssueBodySource;
  body: string;
  postIds: string[];
  status: IssueStatus;
  scheduledAt: string | null;
  sendingStartedAt: string | null;
  finishedAt: string | null;
  pausedReason: string;
  // Recipients queued so far.
  recipients: number;
  sample: boolean;
  createdByName: string;
  updatedByName: string;
  createdAt: string;
  updatedAt: string;
};

// A published post the editor can choose for an issue built from posts.
export type IssuePostChoice = { id: string; title: string; locale: Locale; publishedAt: string };

// Content can change while nothing has gone out; once sending starts the issue is what was sent.
export const EDITABLE_STATUSES: readonly IssueStatus[] = ['draft', 'scheduled'];

export function isEditable(status: IssueStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}
