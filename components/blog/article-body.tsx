// The full text of a post, as HTML rendered from its Markdown and sanitised on the server
// (lib/server/posts/markdown.ts: an allowlist of tags, attributes and link schemes), in the
// site's article styles. Plain-text posts come out as paragraphs with their line breaks.
export const ARTICLE_STYLES = [
  'space-y-5 text-lg leading-relaxed text-slate-800 wrap-anywhere [&>p:first-child]:text-xl [&>p:first-child]:text-slate-700',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:scroll-mt-24 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900',
  '[&_a]:focus-visible:outline-2 [&_a]:focus-visible:outline-offset-2 [&_a]:focus-visible:outline-brand-700',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-700 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4',
  // A table keeps its words whole (the body's wrap-anywhere would squeeze its columns until the
  // headers break mid-word on a phone) and scrolls sideways inside itself instead.
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-base [&_table]:wrap-normal',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:border-slate-200',
  // A callout box (`> [!NOTE]`): upright text on a light tint, slate-800 on brand-50 (13:1).
  '[&_.callout]:rounded-lg [&_.callout]:border-l-4 [&_.callout]:border-brand-700 [&_.callout]:bg-brand-50 [&_.callout]:px-5 [&_.callout]:py-4 [&_.callout]:text-slate-800 [&_.callout]:space-y-3',
  // A figure's caption under its image, slate-600 on white (7.5:1).
  '[&_figure]:my-8 [&_figcaption]:mt-2 [&_figcaption]:text-base [&_figcaption]:text-slate-600',
].join(' ');

export function ArticleBody({ html }: { html: string }) {
  return <div className={ARTICLE_STYLES} dangerouslySetInnerHTML={{ __html: html }} />;
}
