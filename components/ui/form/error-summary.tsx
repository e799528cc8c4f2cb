'use client';

import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

// What is wrong after a refused save, at the top of a back-office form: a list of links to the
// fields with errors, and the focus on the first of them (which may be scrolled off-screen or in a
// closed <details>). Field errors stay under their fields as before (components/ui/field.tsx);
// the summary reads them from there, so a form with nested editors (a service's offerings and
// questions) needs no map of its own from error keys to fields and labels.

export type ErrorSummaryItem = { id: string; text: string };

export const ERROR_SUMMARY_COPY = {
  title: 'Please correct the following:',
};

// Text of an element without its decorations (a required field's aria-hidden asterisk).
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// What the summary says of a field: its message, after the field's label unless the message
// starts with it already ("Phone: with the country code"), and after the name of the group it is
// in, so that "Question" says which question.
function describe(control: HTMLElement, message: string): string {
  const labels = (control as HTMLInputElement).labels;
  const own = labels?.length ? spokenText(labels[0]!) : (control.getAttribute('aria-label') ?? control.id);
  const legend = control.closest('fieldset')?.querySelector(':scope > legend');
  const group = legend ? spokenText(legend) : '';
  const name = [group, own].filter((part, index, parts) => part && parts.indexOf(part) === index).join(' – ');
  if (!message) return name;
  return message.toLowerCase().startsWith(own.toLowerCase()) ? [group, message].filter(Boolean).join(' – ') : `${name}: ${message}`;
}

// The error text a control is described by (Field gives it the id `<control id>-error`).
function errorOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('error'));
  return ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => Boolean(element))
    .map(spokenText)
    .join(' ');
}

// The controls of a form that show an error, in the order a person meets them.
export function invalidFields(root: ParentNode): ErrorSummaryItem[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]'))
    .filter((control) => control.id)
    .map((control) => ({ id: control.id, text: describe(control, errorOf(control)) }));
}

// Opens any closed <details> around a field, brings it into view and focuses it.
export function focusField(id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  for (let details = field.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

type SummaryProps = { id: string; items: ErrorSummaryItem[] };

// The id of the form a summary belongs to, for forms that name it by id rather than a ref.
const formIdOf = (summaryId: string) => `${summaryId}-form`;

// In a form: `const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();`,
// `<form ref={formRef}>` (or `<form id={formId}>`) with `<ErrorSummary {...summaryProps} />` first
// in it. The form kit (use-action-form.ts) does this for its forms.
export function useErrorSummary() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const id = useId();
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);

  // After a refused save: `showErrors` sets the form's own error state; once the fields show
  // their errors, the summary lists them and the focus moves to the first. A refusal that names
  // no field (a conflict, an outage) shows no summary: the form's toast says what happened.
  function showRefusal(showErrors: () => void) {
    // Called from an event handler after the request: render the field errors now, so the
    // summary can read them, then render the summary before moving the focus, so the layout no
    // longer shifts under the focused field.
    flushSync(showErrors);
    const form = formRef.current ?? document.getElementById(formIdOf(id));
    const invalid = form ? invalidFields(form) : [];
    flushSync(() => setItems(invalid));
    if (invalid[0]) focusField(invalid[0].id);
  }

  const summaryProps: SummaryProps = { id, items };
  return { formRef, formId: formIdOf(id), summaryProps, showRefusal, clearSummary: () => setItems([]) };
}

export function ErrorSummary({ id, items }: SummaryProps) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <h2 id={`${id}-title`} className="font-semibold">
        {ERROR_SUMMARY_COPY.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(item.id);
              }}
              className="break-words text-red-900 underline underline-offset-2 hover:no-underline"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
