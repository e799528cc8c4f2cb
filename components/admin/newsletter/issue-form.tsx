'use client';

import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { EditorField } from '@/components/admin/shared/editor/editor-field';
import { LocalCopyBanner } from '@/components/admin/shared/local-copy-banner';
import { useLocalCopy } from '@/components/admin/shared/use-local-copy';
import { SampleNote } from '@/components/admin/shared/sample-note';
import { ActionForm } from '@/components/ui/form/action-form';
import { LanguageSelect } from '@/components/admin/shared/language-select';
import { TextField, useRegister } from '@/components/ui/form/fields';
import { FormFooter } from '@/components/ui/form/form-footer';
import { useRecordForm } from '@/components/ui/form/use-record-form';
import { SectionCard } from '@/components/ui/section-card';
import type { Action } from '@/lib/actions/result';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import {
  ISSUE_BODY_SOURCES,
  ISSUE_HINTS as HINTS,
  ISSUE_LABELS as LABELS,
  ISSUE_LIMITS,
  issueFormField,
  issueFormValues,
  type IssueBodyPreview,
  type IssueFormInput,
  type IssueFormValues as Values,
  type IssuePostChoice,
  type IssueRecord,
} from '@/lib/newsletter/newsletter-issue';
import { IssuePostPicker } from './issue-post-picker';

const SOURCE_LABELS = { markdown: LABELS.markdown, posts: LABELS.posts } as const;

// The body: a text written in the visual editor, or posts chosen in order. The other one is kept
// while hidden.
function BodyEditor({ posts, preview, keptAt }: { posts: IssuePostChoice[]; preview: Action<IssueBodyPreview, string>; keptAt: string | null }) {
  const source = useWatch({ name: 'bodySource' }) as Values['bodySource'];
  return (
    <div className="space-y-4">
      <BodySourceRadios />
      {source === 'markdown' ? <BodyTextField preview={preview} keptAt={keptAt} /> : <IssuePostPicker posts={posts} />}
    </div>
  );
}

// The text, with the mail as it will be sent beside it, in the issue's language and under its subject.
function BodyTextField({ preview, keptAt }: { preview: Action<IssueBodyPreview, string>; keptAt: string | null }) {
  const [locale, subject] = useWatch({ name: ['locale', 'subject'] }) as [Values['locale'], string];
  const render = useCallback((body: string) => preview({ locale, subject, body }), [preview, locale, subject]);
  return <EditorField name="body" label={LABELS.body} hint={HINTS.body} preview={{ kind: 'mail', render }} keptAt={keptAt} />;
}

function BodySourceRadios() {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{LABELS.bodySource}</legend>
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
  preview: Action<IssueBodyPreview, string>;
};

// What this browser keeps of an issue while it is written: its words (the chosen posts are one
// click each to choose again).
type KeptText = Pick<Values, 'locale' | 'subject' | 'previewText' | 'body'>;
const keptText = ({ locale, subject, previewText, body }: Values): KeptText => ({ locale, subject, previewText, body });

// An issue's content, saved with one action. A new issue goes to its own page once created
// (preview, test and sending are there); a refused save keeps everything typed, with each message
// under its field and the list at the top.
export function IssueForm({ issue, posts, save, preview }: Props) {
  const kit = useRecordForm<IssueRecord, Values, IssueFormInput, IssueRecord>({
    record: issue,
    toValues: issueFormValues,
    action: save,
    fieldOf: issueFormField,
    listHref: '/admin/newsletter/issues',
    createdHref: (created) => `/admin/newsletter/issues/${created.id}`,
    copy: COPY,
    onSaved: () => localCopy.saved(),
  });
  const [initial] = useState(() => keptText(issueFormValues(issue)));
  const localCopy = useLocalCopy(`issue-draft:${issue?.id ?? 'new'}`, initial, keptText(kit.form.watch()), kit.form.formState.isDirty);

  return (
    <ActionForm kit={kit} idPrefix="issue" aria-label={issue ? `Edit: ${issue.subject}` : COPY.newTitle} className="max-w-6xl space-y-6">
      {issue?.sample && <SampleNote>{COPY.sampleNote}</SampleNote>}
      {localCopy.found && (
        <LocalCopyBanner
          savedAt={localCopy.found.savedAt}
          onRestore={() => {
            if (localCopy.found) kit.form.reset({ ...kit.form.getValues(), ...localCopy.found.values }, { keepDefaultValues: true });
            localCopy.dismiss();
          }}
          onDiscard={() => {
            localCopy.clear();
            localCopy.dismiss();
          }}
        />
      )}
      <SectionCard titleId="issue-content-title" title={COPY.content.title}>
        <div className="space-y-4">
          <div className="max-w-xs">
            <LanguageSelect name="locale" label={LABELS.locale} hint={HINTS.locale} />
          </div>
          <TextField name="subject" label={LABELS.subject} required maxLength={ISSUE_LIMITS.subject} />
          <TextField name="previewText" label={LABELS.previewText} hints={[HINTS.previewText]} optionalLabel={COPY.optional} maxLength={ISSUE_LIMITS.previewText} />
          <BodyEditor posts={posts} preview={preview} keptAt={localCopy.keptAt} />
        </div>
      </SectionCard>
      <FormFooter cancel={{ href: '/admin/newsletter/issues', label: COPY.cancel }} busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
    </ActionForm>
  );
}
