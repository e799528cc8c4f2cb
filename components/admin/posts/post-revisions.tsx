import { lineDiff, type PostRevisionDto } from '@/lib/posts/revision';
import type { PostDto } from '@/lib/posts/post';
import { RestoreRevisionButton } from './restore-revision-button';
import { formatDateTime } from '@/lib/time/format';
import type { Action } from '@/lib/actions/result';

const LINE_STYLE = { same: 'text-slate-600', added: 'bg-green-50 text-green-900', removed: 'bg-red-50 text-red-900 line-through' } as const;
const LINE_MARK = { same: ' ', added: '+', removed: '−' } as const;

// What a version would change if restored: its headline and text against the post as it is now.
function Changes({ revision, post }: { revision: PostRevisionDto; post: PostDto }) {
  const lines = lineDiff(post.summary, revision.summary);
  const textChanged = lines.some((line) => line.kind !== 'same');
  return (
    <div className="mt-3 space-y-3 text-sm">
      {revision.headline !== post.headline && (
        <p>
          Headline then: <span className="font-semibold">{revision.headline}</span>
        </p>
      )}
      {textChanged ? (
        <pre aria-label="Text compared with the current version" className="max-h-80 overflow-auto rounded-md border border-slate-200 p-3 font-mono text-xs whitespace-pre-wrap">
          {lines.map((line, index) => (
            <span key={index} className={`block ${LINE_STYLE[line.kind]}`}>
              <span aria-hidden="true">{LINE_MARK[line.kind]} </span>
              <span className="sr-only">{line.kind === 'same' ? '' : line.kind === 'added' ? 'Then, not now: ' : 'Now, not then: '}</span>
              {line.text || ' '}
            </span>
          ))}
        </pre>
      ) : (
        <p className="text-slate-600">The text is the same as now.</p>
      )}
    </div>
  );
}

// Every save of the post, newest first, each with what it would change and a way to restore it
// (restore: the page's action for this post, given a version's id).
export function PostRevisions({ post, revisions, restore }: { post: PostDto; revisions: PostRevisionDto[]; restore: Action<string> }) {
  return (
    <section aria-labelledby="revisions-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="revisions-heading" className="text-lg font-semibold text-slate-900">
        Revisions
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every save is kept (the last 50). Lines marked + are in that version and not now; − are now and not then.</p>
      {revisions.length === 0 ? (
        <p className="mt-3 text-slate-700">No earlier versions yet: they are kept from the next save on.</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200">
          {revisions.map((revision, index) => {
            const when = formatDateTime(revision.savedAt, 'long');
            return (
              <li key={revision._id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-800">
                    <time dateTime={revision.savedAt}>{when}</time>
                    {revision.savedBy && <> · {revision.savedBy}</>}
                    {index === 0 && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">Latest save</span>}
                  </p>
                  {index > 0 && <RestoreRevisionButton revisionId={revision._id} label={`Restore the version of ${when}`} restore={restore} />}
                </div>
                {index > 0 && (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-sm font-medium text-brand-700">What changed</summary>
                    <Changes revision={revision} post={post} />
                  </details>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
