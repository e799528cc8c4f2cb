// What a person typed into a textarea before the page's scripts ran, given back once React has
// taken the page over.
//
// Why: React hydrates an <input> keeping the value in the page, but a <textarea> it sets back to
// the text the server sent (react-dom's initTextarea: `element.value = textContent`). On a slow
// connection the back office's forms arrive filled and usable before their scripts, so a changed
// text (a post's summary, a text on the Texts screen) was silently put back when they loaded.
// instrumentation-client.ts, which Next.js runs before hydration, notes each textarea whose value
// differs from the one it arrived with; a textarea control takes its note when it mounts.
//
// Kept on window rather than in this module: the note is written by the instrumentation's bundle
// entry and read by the page's, and must not depend on both sharing one module instance.

type Notes = WeakMap<HTMLTextAreaElement, string>;
const NOTES_KEY = '__typedBeforeHydration';

function notes(): Notes {
  const holder = window as unknown as Record<string, Notes | undefined>;
  return (holder[NOTES_KEY] ??= new WeakMap());
}

// Run before hydration: every textarea whose value is not the one the page arrived with.
export function noteTypedBeforeHydration(root: ParentNode): void {
  for (const textarea of root.querySelectorAll('textarea')) {
    if (textarea.value !== textarea.defaultValue) notes().set(textarea, textarea.value);
  }
}

// Once, for a textarea that has mounted: what was typed into it before the scripts ran, if anything.
export function takeTypedBeforeHydration(textarea: HTMLTextAreaElement): string | undefined {
  const typed = notes().get(textarea);
  notes().delete(textarea);
  return typed;
}
