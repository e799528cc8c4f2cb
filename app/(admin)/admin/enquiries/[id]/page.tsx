import type { Metadata } from 'next';
import Link from 'next/link';
import { LeadPage } from '@/components/admin/leads/lead-page';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { requirePageUser } from '@/lib/server/auth/guard';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import { bookedReplyFor } from '@/lib/server/replies/booked-reply';
import { listReplyTemplates } from '@/lib/server/replies/templates';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { readServices } from '@/lib/server/services/store';
import { REPLY_LANGUAGES } from '@/lib/replies/reply-template';
import { replyServiceFor } from '@/lib/replies/templates';
import { serviceTitlesIn } from '@/lib/server/services/names';
import { buttonClass } from '@/components/ui/button';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import { getTranslations } from 'next-intl/server';
import { describeOpportunityCheck, type RulesTexts } from '@/lib/enquiries/self-check-text';
import { leadTasks } from '@/lib/server/enquiries/tasks';
import { addDays, berlinDay } from '@/lib/time/berlin';
import { addNote, addTask, assignOwner, markLeadRead, resendMail, sendReply, setFollowUpDay, setLeadStatus } from '../actions';
import { completeTask, reopenTask } from '../../tasks/actions';
import { moveLeadStage } from '../../pipeline/actions';
import { leadStage } from '@/lib/server/pipeline/move';

export const metadata: Metadata = { title: 'Enquiry' };
export const dynamic = 'force-dynamic';

// One lead's page: read on the server for the lead's id; its forms write through the actions of
// the inbox (../actions.ts), the record ones bound to this lead.
export default async function LeadWorkspacePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/enquiries/${id}`);
  if (!can(user.role, 'leads')) return <NotAllowed role={user.role} />;
  const [workspace, templates, services, booked, stage, tasks] = /^[0-9a-f]{24}$/i.test(id)
    ? await Promise.all([getLeadWorkspace(id), listReplyTemplates(), readServices(), bookedReplyFor(id), leadStage(id), leadTasks(id)])
    : [null, [], [], null, null, []];
  if (!workspace) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{COPY.notFound}</h1>
        <Link href="/admin/enquiries" className={buttonClass('primary')}>
          {COPY.back}
        </Link>
      </div>
    );
  }
  // The back office is English: the check in the rules' English words.
  const rules = (await getTranslations({ locale: 'en', namespace: 'OpportunityRules' })) as unknown as RulesTexts;
  const checkText = workspace.opportunityCheck ? describeOpportunityCheck(workspace.opportunityCheck, rules, 'en') : null;
  // The template of the lead's service, found by its name among the services as they are now.
  const replyService = replyServiceFor(workspace.enquiry.serviceName, services);
  // The service by its title in each reply language ({service} of a German template in German).
  const serviceTitles = await serviceTitlesIn(workspace.enquiry.serviceName, REPLY_LANGUAGES);
  const actions = {
    setStatus: setLeadStatus,
    markRead: markLeadRead,
    resend: resendMail,
    addNote: addNote.bind(null, id),
    assign: assignOwner.bind(null, id),
    setFollowUp: setFollowUpDay.bind(null, id),
    sendReply: sendReply.bind(null, id),
    addTask: addTask.bind(null, id),
    completeTask,
    reopenTask,
  };
  // A new task goes to the lead's owner, or the person adding it, due tomorrow at 09:00 Berlin time.
  const now = new Date();
  const owner = workspace.enquiry.assignedTo;
  const taskDefaults = {
    assigneeId: owner && workspace.assignable.some((option) => option.id === owner) ? owner : user.id,
    due: `${addDays(berlinDay(now), 1)}T09:00`,
    now: now.toISOString(),
  };
  return (
    <LeadPage
      workspace={workspace}
      checkText={checkText}
      templates={templates}
      replyService={replyService}
      serviceTitles={serviceTitles}
      booked={booked}
      staffName={user.name}
      firmName={(await siteSettingsForPages()).name}
      tasks={tasks}
      taskDefaults={taskDefaults}
      actions={actions}
      stage={stage && { ...stage, move: moveLeadStage }}
    />
  );
}
