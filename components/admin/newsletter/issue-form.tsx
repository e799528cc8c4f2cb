'use client';

import { useWatch } from 'react-hook-form';
import { SampleNote } from '@/components/admin/shared/sample-note';
import { ActionForm } from '@/components/ui/form/action-form';
import { SelectField, TextField, useRegister } from '@/components/ui/form/fields';
import { FormFooter } from '@/components/ui/form/form-footer';
import { useRecordForm } from '@/components/ui/form/use-record-form';
import { SectionCard } from '@/components/ui/section-card';
import { LANGUAGE_NAMES, PUBLISHED_LOCALES } from '@/i18n/locales';
import type { Action } from '@/lib/actions/result';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import { ISSUE_BODY_SOURCES, ISSUE_LIMITS } from '@/lib/newsletter/issue';
import type { IssuePostChoice, IssueRecord } from '@/lib/newsletter/issue-record';
import type { IssueFormInput } from '@/lib/validation/newsletter-issue';
import { IssuePostPicker } from './issue-post-picker';

type Values = Required<IssueFormInput>;

function toValues(issue?: IssueRecord): Values {
  return {
    locale: issue?.locale ?? 'en',
    subject: issue?.subject ?? '',
    previewText: issue?.previewText ?? '',
    bodySource: issue?.bodySource ?? 'markdown',
    body: issue?.body ?? '',
    postIds: issue?.postIds ?? [],
  };
}

// A chosen post's error ("postIds.2") belongs to the picker.
const fieldOf = (key: string) => (key.startsWith('postIds') ? 'postIds' : key);

const SOURCE_LABELS = { markdown: COPY.labels.markdown, posts: COPY.labels.posts } as const;

// The body: a Markdown text, or posts chosen in order. The other one is kept while hidden.
function BodyEditor({ posts }: { posts: IssuePostChoice[] }) {
  const source = useWatch({ name: 'bodySource' }) as Values['bodySource'];
  return (
    <div className="space-y-4">
      <BodySourceRadios />
      {source === 'markdown' ? (
        <TextField name="body" label={COPY.labels.body} hints={[COPY.hints.body]} rows={14} required maxLength={ISSUE_LIMITS.body} className="font-mono text-sm" />
      ) : (
        <IssuePostPicker posts={posts} />
      )}
    </div>
  );
}

function BodySourceRadios() {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{COPY.labels.bodySource}</legend>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
        {ISSUE_BODY_SOURCES.map((source) => (
          <RadioOption key={source} value={source} label={SOURCE_LABELS[source]} />
        ))}
      </div>
    </fieldset>
  );
}

function RadioOption({ value, label }: { value: string; label: string }) {
  const register = useRegister();
  const id = `issue-bodySource-${value}`;
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} type="radio" className="h-5 w-5 accent-brand-700" {...register.radio('bodySource', value)} />
      <label htmlFor={id} className="text-slate-900">
        {label}
      </label>
    </div>
  );
}

type Props = {
  // Absent: a new issue.
  issue?: IssueRecord;
  posts: IssuePostChoice[];
  save: Action<IssueFormInput, IssueRecord>;
};

// An issue's content, saved with one action. A new issue goes to its own page once created
// (preview, test and sending are there); a refused save keeps everything typed, with each message
// under its field and the list at the top.
export function IssueForm({ issue, posts, save }: Props) {
  const kit = useRecordForm<IssueRecord, Values, IssueFormInput, IssueRecord>({
    record: issue,
    toValues,
    action: save,
    fieldOf,
    listHref: '/admin/newsletter/issues',
    createdHref: (created) => `/admin/newsletter/issues/${created.id}`,
    copy: COPY,
  });

  return (
    <ActionForm kit={kit} idPrefix="issue" aria-label={issue ? `Edit: ${issue.subject}` : COPY.newTitle} className="max-w-4xl space-y-6">
      {issue?.sample && <SampleNote>{COPY.sampleNote}</SampleNote>}
      <SectionCard titleId="issue-content-title" title={COPY.content.title}>
        <div className="space-y-4">
          <div className="max-w-xs">
            <SelectField name="locale" label={COPY.labels.locale} hints={[COPY.hints.locale]} required>
              {PUBLISHED_LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField name="subject" label={COPY.labels.subject} required maxLength={ISSUE_LIMITS.subject} />
          <TextField name="previewText" label={COPY.labels.previewText} hints={[COPY.hints.previewText]} optionalLabel={COPY.optional} maxLength={ISSUE_LIMITS.previewText} />
          <BodyEditor posts={posts} />
        </div>
      </SectionCard>
      <FormFooter cancel={{ href: '/admin/newsletter/issues', label: COPY.cancel }} busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
    </ActionForm>
  );
}
