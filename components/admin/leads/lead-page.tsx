import Link from 'next/link';
import { ArrowLeft, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { replyHref } from '@/components/admin/reply-link';
import { buttonClass } from '@/components/ui/button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { ENQUIRY_MODAL_COPY } from '@/lib/content/enquiries';
import { ATTRIBUTION_LABELS, ENQUIRY_LABELS as LABELS, ENQUIRY_SOURCE_LABELS, ENQUIRY_STATUS_LABELS } from '@/lib/enquiries/enquiry';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import { telHref, whatsappHref } from '@/lib/enquiries/phone-links';
import type { LeadWorkspaceDto } from '@/lib/enquiries/workspace';
import { replyLanguage, type BookedReply, type ReplyValues } from '@/lib/replies/templates';
import type { ReplyTemplateDto } from '@/lib/replies/reply-template';
import { LeadTimeline } from './lead-timeline';
import { MarkReadOnOpen } from './mark-read-on-open';
import { NoteForm } from './note-form';
import { OwnerForm } from './owner-form';
import { ReplyComposer } from './reply-composer';
import { formatDateTime } from '@/lib/time/format';
import { DescriptionItem } from '@/components/ui/description-item';
import type { LeadPageActions } from '@/components/admin/shared/lead-actions';
import { StatusSelect } from '@/components/admin/shared/status-select';
import { LanguageBadge } from '@/components/admin/shared/language-badge';
import { LANGUAGE_NAMES } from '@/i18n/locales';
import type { OpportunityCheckText } from '@/lib/enquiries/self-check-text';
import { DocumentCheckSection, OpportunityCheckSection } from './self-check-sections';
import { LeadConsultations } from './lead-consultations';
import { LeadTasks } from './lead-tasks';
import type { LeadTaskDto } from '@/lib/enquiries/lead-task';
import { LEAD_CONSULTATIONS_COPY } from '@/lib/content/agenda';
import { LeadStage, type LeadStageProps } from './lead-stage';

// replyService: the reply templates' service key of the lead (replyServiceFor); booked: the lead's
// coming booking as the booked template says it (null without one); checkText: the Opportunity
// Card check in the rules' English words (null without a check).
type Props = {
  workspace: LeadWorkspaceDto;
  checkText: OpportunityCheckText | null;
  templates: ReplyTemplateDto[];
  replyService: string;
  // The lead's service by its title in each reply language.
  serviceTitles: ReplyValues['serviceTitles'];
  booked: BookedReply | null;
  staffName: string;
  firmName: string;
  // The lead's tasks (issue 47); who a new one goes to and when it is due unless changed (a
  // datetime-local value, Berlin time); the page's clock, which decides what is overdue.
  tasks: LeadTaskDto[];
  taskDefaults: { assigneeId: string; due: string; now: string };
  actions: LeadPageActions;
  // The lead's pipeline stage and its Move form (issue 47); null for a lead gone meanwhile.
  stage: Omit<LeadStageProps, 'leadId' | 'leadName'> | null;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

// One lead, everything about it and every way to work it. A single column on a phone (the actions
// come right after the message, reachable with one thumb), two columns from a large screen on.
export function LeadPage({ workspace, checkText, templates, replyService, serviceTitles, booked, staffName, firmName, tasks, taskDefaults, actions, stage }: Props) {
  const { enquiry, attribution, assignee, assignable, others, timeline, opportunityCheck, documentCheck, bookings } = workspace;
  const tel = telHref(enquiry.phoneNumber);
  const whatsapp = whatsappHref(enquiry.phoneNumber);
  const sourceEntries = attribution ? Object.entries(ATTRIBUTION_LABELS).filter(([key]) => attribution[key as keyof typeof attribution]) : [];
  return (
    <div className="w-full min-w-0 space-y-5">
      <MarkReadOnOpen id={enquiry._id} isRead={enquiry.isRead} markRead={actions.markRead} />
      <Link href="/admin/enquiries" className={`inline-flex min-h-11 items-center gap-2 text-brand-700 underline ${FOCUS_RING}`}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {COPY.back}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">{COPY.title(enquiry.fullName)}</h1>
          <p className="mt-1 text-slate-700">
            {enquiry.serviceName ?? ENQUIRY_SOURCE_LABELS[enquiry.source]} · <time dateTime={enquiry.submittedAt}>{formatDateTime(enquiry.submittedAt)}</time>{' '}
            <LanguageBadge locale={enquiry.locale} />
          </p>
        </div>
        <StatusSelect id="lead-status" enquiryId={enquiry._id} label="Status" showLabel value={enquiry.status} setStatus={actions.setStatus} />
      </div>
      <div className="flex flex-wrap gap-2">
        {tel && (
          <a href={tel} className={buttonClass('secondary')}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {COPY.call} {enquiry.phoneNumber}
          </a>
        )}
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {COPY.whatsapp}
          </a>
        )}
        <a href={replyHref(enquiry)} className={buttonClass('secondary')}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          {COPY.email}
        </a>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <Section id="lead-contact" title={COPY.contactHeading}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <DescriptionItem label={LABELS.email}>{enquiry.email}</DescriptionItem>
              <DescriptionItem label={LABELS.phoneNumber}>{enquiry.phoneNumber ?? ENQUIRY_MODAL_COPY.none}</DescriptionItem>
              <DescriptionItem label={LABELS.source}>{ENQUIRY_SOURCE_LABELS[enquiry.source]}</DescriptionItem>
              <DescriptionItem label={LABELS.city}>{enquiry.city ?? ENQUIRY_MODAL_COPY.none}</DescriptionItem>
              <DescriptionItem label={LABELS.locale}>{LANGUAGE_NAMES[enquiry.locale]}</DescriptionItem>
              <DescriptionItem label={LABELS.message} wide>
                <p className="whitespace-pre-line">{enquiry.message}</p>
              </DescriptionItem>
            </dl>
          </Section>
          {bookings.length > 0 && (
            <Section id="lead-consultations" title={LEAD_CONSULTATIONS_COPY.heading}>
              <LeadConsultations bookings={bookings} />
            </Section>
          )}
          {opportunityCheck && checkText && (
            <Section id="lead-check" title={COPY.check.heading}>
              <OpportunityCheckSection check={opportunityCheck} text={checkText} />
            </Section>
          )}
          {documentCheck && (
            <Section id="lead-documents" title={COPY.documents.heading}>
              <DocumentCheckSection check={documentCheck} />
            </Section>
          )}
          <Section id="lead-reply" title={COPY.replyHeading}>
            <ReplyComposer
              sendReply={actions.sendReply}
              templates={templates}
              service={replyService}
              language={replyLanguage(enquiry.locale)}
              values={{ name: enquiry.fullName, service: enquiry.serviceName, serviceTitles, staffName, firmName }}
              booked={booked}
              mailProgramHref={replyHref(enquiry)}
            />
          </Section>
          <Section id="lead-timeline" title={COPY.timelineHeading}>
            <LeadTimeline enquiryId={enquiry._id} entries={timeline} resend={actions.resend} />
          </Section>
        </div>
        <div className="min-w-0 space-y-5">
          {stage && (
            <Section id="lead-stage-heading" title="Pipeline stage">
              <LeadStage leadId={enquiry._id} leadName={enquiry.fullName} {...stage} />
            </Section>
          )}
          <Section id="lead-tasks-heading" title={COPY.tasksHeading}>
            <LeadTasks
              tasks={tasks}
              leadName={enquiry.fullName}
              assignable={assignable}
              defaultAssigneeId={taskDefaults.assigneeId}
              defaultDue={taskDefaults.due}
              now={taskDefaults.now}
              actions={actions}
            />
          </Section>
          <Section id="lead-owner-heading" title={COPY.ownerHeading}>
            <OwnerForm
              actions={actions}
              assigneeId={assignee?.id ?? null}
              assignable={assignable}
            />
          </Section>
          <Section id="lead-note-heading" title={COPY.noteHeading}>
            <NoteForm addNote={actions.addNote} />
          </Section>
          <Section id="lead-source" title={COPY.sourceHeading}>
            {sourceEntries.length === 0 ? (
              <p className="text-slate-700">{COPY.sourceNone}</p>
            ) : (
              <dl className="grid gap-3">
                {sourceEntries.map(([key, label]) => (
                  <DescriptionItem key={key} label={label}>
                    {attribution?.[key as keyof typeof attribution]}
                  </DescriptionItem>
                ))}
              </dl>
            )}
          </Section>
          <Section id="lead-others" title={COPY.othersHeading}>
            {others.length === 0 ? (
              <p className="text-slate-700">{COPY.othersNone}</p>
            ) : (
              <ul className="space-y-2">
                {others.map((other) => (
                  <li key={other._id}>
                    <Link href={`/admin/enquiries/${other._id}`} className={`text-brand-700 underline ${FOCUS_RING}`}>
                      {formatDateTime(other.submittedAt)}: {other.serviceName ?? ENQUIRY_SOURCE_LABELS.contact}
                    </Link>{' '}
                    <span className="text-sm text-slate-600">({ENQUIRY_STATUS_LABELS[other.status]})</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
