import { describe, expect, it } from 'vitest';
import { toBerlinLocal } from '@/lib/time/berlin';
import { ISSUE_MESSAGES, issueInputSchema, issueScheduleSchema } from './newsletter-issue';

describe('the issue schema', () => {
  const issue = { locale: 'de', subject: ' Neues ', bodySource: 'markdown', body: 'Text' };

  it('trims, fills the optional fields, and keeps the other body while one is chosen', () => {
    expect(issueInputSchema.parse(issue)).toEqual({ locale: 'de', subject: 'Neues', previewText: '', bodySource: 'markdown', body: 'Text', postIds: [] });
    const posts = issueInputSchema.parse({ ...issue, bodySource: 'posts', postIds: ['0123456789abcdef01234567'] });
    expect(posts).toMatchObject({ body: 'Text', postIds: ['0123456789abcdef01234567'] });
  });

  it('asks for the body the source names', () => {
    const markdown = issueInputSchema.safeParse({ ...issue, body: '  ' });
    expect(markdown.error?.issues.map((problem) => [problem.path.join('.'), problem.message])).toEqual([['body', ISSUE_MESSAGES.bodyRequired]]);
    const posts = issueInputSchema.safeParse({ ...issue, bodySource: 'posts' });
    expect(posts.error?.issues.map((problem) => [problem.path.join('.'), problem.message])).toEqual([['postIds', ISSUE_MESSAGES.postsRequired]]);
  });
});

describe('the schedule schema', () => {
  it('reads a future time as Berlin wall-clock time', () => {
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCSeconds(0, 0);
    expect(issueScheduleSchema.parse({ when: 'at', at: toBerlinLocal(at) })).toEqual({ when: 'at', at });
    expect(issueScheduleSchema.parse({ when: 'now' })).toEqual({ when: 'now' });
  });

  it('refuses a past, a malformed and a missing time, each with its message', () => {
    const messages = (at: string) => issueScheduleSchema.safeParse({ when: 'at', at }).error?.issues.map((problem) => problem.message);
    expect(messages(toBerlinLocal(new Date(Date.now() - 60_000)))).toEqual([ISSUE_MESSAGES.atPast]);
    expect(messages('2026-02-30T10:00')).toEqual([ISSUE_MESSAGES.atInvalid]);
    expect(messages('')).toEqual([ISSUE_MESSAGES.atRequired]);
  });
});
