// The full text of a post: plain text with its paragraphs and line breaks kept. React escapes
// every string, so nothing stored in the database is ever interpreted as HTML.
export function ArticleBody({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
