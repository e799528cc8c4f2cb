'use client';

import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { useFieldId } from '@/components/ui/form/action-form';
import { useFieldErrors } from '@/components/ui/form/fields';
import type { Locale } from '@/i18n/locales';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';
import { ISSUE_HINTS, ISSUE_LABELS, ISSUE_LIMITS, type IssuePostChoice } from '@/lib/newsletter/newsletter-issue';
import { formatDate } from '@/lib/time/format';

// How many matches the search shows at once: enough to pick from, short on a phone.
const SHOWN_MATCHES = 12;

// The posts an issue is built from, in the form's `postIds`: a search over the published posts of
// the issue's language with an Add button each, and the chosen ones in order with buttons to move
// and remove them. Moving keeps the focus on the moved button; adding and removing hand it to the
// search, and a live region says what changed.
export function IssuePostPicker({ posts }: { posts: IssuePostChoice[] }) {
  const { setValue } = useFormContext();
  const chosen = (useWatch({ name: 'postIds' }) as string[] | undefined) ?? [];
  const locale = useWatch({ name: 'locale' }) as Locale;
  const searchId = useFieldId('postIds');
  const errors = useFieldErrors('postIds');
  const [query, setQuery] = useState('');
  const [said, setSaid] = useState('');
  // The control to focus once the list has rendered after a change.
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const byId = new Map(posts.map((post) => [post.id, post]));
  const needle = query.trim().toLowerCase();
  const matches = posts.filter((post) => post.locale === locale && !chosen.includes(post.id) && post.title.toLowerCase().includes(needle));
  const full = chosen.length >= ISSUE_LIMITS.posts;

  function change(next: string[], message: string, focus: string) {
    setValue('postIds', next, { shouldDirty: true });
    focusAfter.current = focus;
    setSaid(message);
  }
  const titleOf = (id: string) => byId.get(id)?.title ?? id;
  const moveButtonId = (id: string, direction: 'up' | 'down') => `${searchId}-${id}-${direction}`;

  function move(index: number, by: -1 | 1) {
    const next = [...chosen];
    const [id] = next.splice(index, 1);
    if (!id) return;
    next.splice(index + by, 0, id);
    const edge = by < 0 ? index + by === 0 : index + by === next.length - 1;
    // At the top or bottom its own button is disabled: the focus goes to the other one.
    const direction = (by < 0) !== edge ? 'up' : 'down';
    change(next, `${titleOf(id)}: ${index + by + 1} of ${next.length}`, moveButtonId(id, direction));
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{ISSUE_HINTS.posts(ISSUE_LIMITS.posts)}</p>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{COPY.chosenPosts}</h3>
        {chosen.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{COPY.noPostsChosen}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {chosen.map((id, index) => {
              const post = byId.get(id);
              const title = titleOf(id);
              return (
                <li key={id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-slate-900">
                      {index + 1}. {title}
                    </span>
                    {post && post.locale !== locale && <span className="block text-sm text-red-700">Not in this issue’s language</span>}
                  </span>
                  <span className="flex shrink-0 flex-wrap gap-2">
                    <button type="button" id={moveButtonId(id, 'up')} className={buttonClass('secondary', 'sm')} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`${COPY.moveUp}: ${title}`}>
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      id={moveButtonId(id, 'down')}
                      className={buttonClass('secondary', 'sm')}
                      disabled={index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`${COPY.moveDown}: ${title}`}
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={buttonClass('danger', 'sm')}
                      onClick={() => change(chosen.filter((other) => other !== id), `Removed: ${title}`, searchId)}
                      aria-label={`${COPY.remove}: ${title}`}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                      {COPY.remove}
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </div>

      <div>
        <Field id={searchId} label={ISSUE_LABELS.search} errors={errors}>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={`${FIELD_CLASS} min-h-11`}
            {...fieldA11y(searchId, { errors })}
          />
        </Field>
        <h3 className="mt-3 text-sm font-semibold text-slate-900">{COPY.availablePosts}</h3>
        {matches.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{COPY.noPostsFound}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {matches.slice(0, SHOWN_MATCHES).map((post) => (
              <li key={post.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0 break-words">
                  <span className="text-slate-900">{post.title}</span>
                  <span className="block text-sm text-slate-600">{formatDate(post.publishedAt, 'medium')}</span>
                </span>
                <button
                  type="button"
                  className={`${buttonClass('outline', 'sm')} shrink-0 self-start sm:self-auto`}
                  disabled={full}
                  onClick={() => change([...chosen, post.id], `Added: ${post.title}`, searchId)}
                  aria-label={`${COPY.choose}: ${post.title}`}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {COPY.choose}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
