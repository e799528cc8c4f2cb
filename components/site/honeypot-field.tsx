import { CONTACT_FORM } from '@/lib/content/contact';

// A field only bots fill: hidden from people and assistive technology, out of the tab order; the
// server ignores leads that fill it.
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{CONTACT_FORM.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
