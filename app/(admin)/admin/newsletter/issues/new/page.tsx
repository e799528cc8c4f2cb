import { NotAllowed } from '@/components/admin/not-allowed';
import { IssueForm } from '@/components/admin/newsletter/issue-form';
import { NewsletterNav } from '@/components/admin/newsletter/newsletter-nav';
import { RecordPageHeader } from '@/components/ui/record-page-header';
import { can } from '@/lib/auth/permissions';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { issuePostChoices } from '@/lib/server/newsletter/issue-store';
import { addIssue, previewIssueBody } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.newTitle };

// A new issue's content; once created it opens on its own page, where it is previewed and sent.
export default async function NewIssuePage() {
  const user = await requirePageUser('/admin/newsletter/issues/new');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const posts = await issuePostChoices();
  return (
    <div className="w-full min-w-0 space-y-6">
      <RecordPageHeader back={{ href: '/admin/newsletter/issues', label: COPY.back }} title={COPY.newTitle} />
      <NewsletterNav current="/admin/newsletter/issues" role={user.role} />
      <IssueForm posts={posts} save={addIssue} preview={previewIssueBody} />
    </div>
  );
}
