import englishForms from '@/messages/en/Forms.json';

// A field only bots fill: hidden from people and assistive technology, out of the tab order; the
// server ignores leads that fill it. Its label, though no person reads it, is in the page's
// language (Forms.honeypot), English where a form passes none.
// Controlled (value, onChange) or, on a form posted by its Server Action, uncontrolled.
type Props = { id: string; value?: string; onChange?: (value: string) => void; label?: string };

export function HoneypotField({ id, value, onChange, label = englishForms.honeypot }: Props) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...(onChange ? { value, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : { defaultValue: '' })} />
    </div>
  );
}
