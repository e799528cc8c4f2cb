import { NotAllowed } from '@/components/admin/not-allowed';
import { PageImageCard } from '@/components/admin/texts/page-image-card';
import { TextRow } from '@/components/admin/texts/text-row';
import { TextsNav } from '@/components/admin/texts/texts-nav';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/permissions';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listPageImages } from '@/lib/server/page-images/store';
import { listTextEntries } from '@/lib/server/texts/queries';
import { loadTextHistory, resetText, saveText } from '../actions';
import { endTextPreview, previewText } from '../preview/actions';
import { choosePageImageAction, resetPageImageAction } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.imagesTitle };

// The images of the home and About pages (issue 45): each replaced from the media library or put
// back to its original, and, for an image that says something, its alt text in every language
// (a catalogue text, edited as on the Texts screen). Administrators and editors, as the texts.
export default async function PageImagesPage() {
  const user = await requirePageUser('/admin/texts/images');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const [images, entries] = await Promise.all([listPageImages(), listTextEntries()]);
  const textActions = { save: saveText, reset: resetText, loadHistory: loadTextHistory, preview: previewText, endPreview: endTextPreview };
  const imageActions = { choose: choosePageImageAction, reset: resetPageImageAction };
  const pages = [...new Set(images.map((image) => image.page))];

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.imagesTitle} intro={`${COPY.imagesIntro} ${COPY.imagesEmptyLibraryHint}`} />
      <TextsNav current="/admin/texts/images" />
      {pages.map((page) => (
        <section key={page} aria-labelledby={`page-images-${page}`} className="space-y-2">
          <h2 id={`page-images-${page}`} className="text-lg font-semibold text-slate-900">
            {page}
          </h2>
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {images
              .filter((image) => image.page === page)
              .map((image) => {
                const alt = image.altKey ? entries.find((entry) => entry.key === image.altKey) : undefined;
                return (
                  <li key={image.id} className="space-y-4 p-4">
                    <h3 className="font-semibold text-slate-900">{image.label}</h3>
                    <PageImageCard image={image} actions={imageActions} />
                    {alt && (
                      <div className="space-y-1">
                        <h4 className="text-sm font-semibold text-slate-900">{COPY.altHeading}</h4>
                        <p className="text-sm text-slate-700">{COPY.altHint}</p>
                        <ol className="-mx-4">
                          <TextRow entry={alt} actions={textActions} />
                        </ol>
                      </div>
                    )}
                  </li>
                );
              })}
          </ol>
        </section>
      ))}
    </div>
  );
}
