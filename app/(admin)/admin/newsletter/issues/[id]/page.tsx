import { LanguageBadge } from '@/components/admin/shared/language-badge';
import { NotAllowed } from '@/components/admin/not-allowed';
import { DeleteIssueButton } from '@/components/admin/newsletter/delete-issue-button';
import { IssueForm } from '@/components/admin/newsletter/issue-form';
import { IssuePreview } from '@/components/admin/newsletter/issue-preview';
import { IssueProgressPanel } from '@/components/admin/newsletter/issue-progress-panel';
import { IssueSendPanel } from '@/components/admin/newsletter/issue-send-panel';
import { IssueStatusBadge } from '@/components/admin/newsletter/issue-status-badge';
import { NewsletterNav } from '@/components/admin/newsletter/newsletter-nav';
import { DescriptionItem } from '@/components/ui/description-item';
import { RecordPageHeader } from '@/components/ui/record-page-header';
import { SectionCard } from '@/components/ui/section-card';
import { LANGUAGE_NAMES } from '@/i18n/locales';
import { can } from '@/lib/auth/permissions';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import { isEditable, ISSUE_LABELS as LABELS } from '@/lib/newsletter/newsletter-issue';
import { siteUrl } from '@/lib/site';
import { requirePageUser } from '@/lib/server/auth/guard';
import { renderIssue } from '@/lib/server/newsletter/issue-mail';
import { issueContent } from '@/lib/server/newsletter/issue-content';
import { confirmedSubscriberCount, issuePostChoices, readIssue } from '@/lib/server/newsletter/issue-store';
import { unsubscribePageUrl } from '@/lib/server/newsletter/links';
import { issueProgress } from '@/lib/server/newsletter/sending';
import { cancelIssueSchedule, pauseIssueSending, previewIssueBody, removeIssue, resumeIssueSending, saveIssue, sendIssue, sendIssueTest } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Newsletter issue' };

// The preview's unsubscribe link: the real page, with a token that belongs to nobody.
const PREVIEW_TOKEN = 'preview';

// One issue. Not yet going out: its form, the preview of the saved version, a test to oneself,
// sending now or at a time, deleting. Going out or gone: what was sent, read-only, with its
// counts (refreshed while it is sent), pausing and resuming.
export default async function NewsletterIssuePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/newsletter/issues/${encodeURIComponent(id)}`);
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const issue = await readIssue(id);
  if (!issue) {
    return (
      <div className="w-full min-w-0 space-y-6">
        <RecordPageHeader back={{ href: '/admin/newsletter/issues', label: COPY.back }} title={COPY.notFound} />
      </div>
    );
  }
  const editable = isEditable(issue.status);
  const [rendered, posts, recipients, progress] = await Promise.all([
    issueContent(issue).then((content) => renderIssue(content, unsubscribePageUrl(siteUrl(), issue.locale, PREVIEW_TOKEN))),
    editable ? issuePostChoices() : [],
    editable ? confirmedSubscriberCount(issue.locale) : 0,
    editable ? null : issueProgress(issue.id),
  ]);

  return (
    <div className="w-full min-w-0 space-y-6">
      <RecordPageHeader back={{ href: '/admin/newsletter/issues', label: COPY.back }} title={issue.subject}>
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <span>Status:</span> <IssueStatusBadge status={issue.status} />
          </p>
          <LanguageBadge locale={issue.locale} />
          {editable && <DeleteIssueButton issue={issue} remove={removeIssue} />}
        </div>
      </RecordPageHeader>
      <NewsletterNav current="/admin/newsletter/issues" role={user.role} />

      {progress && (
        <SectionCard titleId="issue-progress-title" title={COPY.progress.title} intro={issue.status === 'sending' ? COPY.progress.intro : undefined}>
          <IssueProgressPanel issue={issue} progress={progress} pause={pauseIssueSending} resume={resumeIssueSending} />
        </SectionCard>
      )}

      {editable ? (
        <IssueForm issue={issue} posts={posts} save={saveIssue.bind(null, issue.id)} preview={previewIssueBody} />
      ) : (
        <SectionCard titleId="issue-content-title" title={COPY.content.title}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DescriptionItem label={LABELS.subject} wide>
              {issue.subject}
            </DescriptionItem>
            <DescriptionItem label={LABELS.locale}>{LANGUAGE_NAMES[issue.locale]}</DescriptionItem>
            <DescriptionItem label={LABELS.bodySource}>{issue.bodySource === 'posts' ? COPY.content.bodyPosts : COPY.content.bodyMarkdown}</DescriptionItem>
            {issue.previewText && (
              <DescriptionItem label={LABELS.previewText} wide>
                {issue.previewText}
              </DescriptionItem>
            )}
          </dl>
        </SectionCard>
      )}

      <SectionCard titleId="issue-preview-title" title={COPY.preview.title} intro={COPY.preview.intro}>
        <IssuePreview html={rendered.html} text={rendered.text} />
      </SectionCard>

      {editable && (
        <SectionCard titleId="issue-sending-title" title={COPY.sending.title}>
          <IssueSendPanel
            issue={issue}
            email={user.email}
            recipients={recipients}
            sendTest={sendIssueTest}
            send={sendIssue.bind(null, issue.id)}
            cancelSchedule={cancelIssueSchedule}
          />
        </SectionCard>
      )}
    </div>
  );
}
