import { createElement, type ReactNode } from 'react';
// What JSX compiles to: a .ts test passes children as JSX does.
import { jsx } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { useForm, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ActionForm } from './action-form';
import { CheckboxField, SelectField, TextField, useRegister } from './fields';
import { ListField } from './list-field';

// The server's HTML of a kit form carries the values the form starts with (issue 40, item 5):
// react-hook-form's `register` is uncontrolled and fills its controls only when the scripts run,
// so on a slow connection a form would show empty fields until then. Whether the browser then
// hydrates without a mismatch and keeps the form clean is e2e/form-server-values.spec.ts's.

function render(defaultValues: FieldValues, children: ReactNode): string {
  function Harness() {
    const form = useForm({ defaultValues });
    const kit = { form, busy: false, formId: 'f', onSubmit: async () => {}, summaryProps: { id: 's', items: [] } };
    return jsx(ActionForm, { kit, idPrefix: 'kit', children });
  }
  return renderToString(createElement(Harness));
}

// The opening tag of the control with this id.
const tagOf = (html: string, id: string) => new RegExp(`<(input|select|textarea)[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the form kit on the server', () => {
  it('writes a text, e-mail and number field with its value', () => {
    const html = render({ name: 'Havel Bridge Advisors', email: 'office@example.com', rate: 120 }, [
      createElement(TextField, { key: 1, name: 'name', label: 'Name' }),
      createElement(TextField, { key: 2, name: 'email', label: 'E-mail', type: 'email' }),
      createElement(TextField, { key: 3, name: 'rate', label: 'Rate', type: 'number' }),
    ]);
    expect(tagOf(html, 'kit-name')).toContain('value="Havel Bridge Advisors"');
    expect(tagOf(html, 'kit-email')).toContain('value="office@example.com"');
    expect(tagOf(html, 'kit-rate')).toContain('value="120"');
  });

  it('writes a textarea with its text, escaped', () => {
    const html = render({ about: 'Line one\nLine <two> & more' }, createElement(TextField, { name: 'about', label: 'About', rows: 3 }));
    expect(html).toMatch(/<textarea[^>]*id="kit-about"[^>]*>Line one\nLine &lt;two&gt; &amp; more<\/textarea>/);
  });

  it('writes a select with its option selected', () => {
    const html = render(
      { legalForm: 'gmbh' },
      jsx(SelectField, {
        name: 'legalForm',
        label: 'Legal form',
        children: [
          createElement('option', { key: '', value: '' }, 'Choose'),
          createElement('option', { key: 'ug', value: 'ug' }, 'UG'),
          createElement('option', { key: 'gmbh', value: 'gmbh' }, 'GmbH'),
        ],
      }),
    );
    expect(html).toMatch(/<option value="gmbh" selected="">GmbH<\/option>/);
    expect(html).not.toMatch(/<option value="ug" selected/);
  });

  it('writes a ticked checkbox as checked and an unticked one not', () => {
    const html = render({ on: true, off: false }, [
      createElement(CheckboxField, { key: 1, name: 'on', label: 'On' }),
      createElement(CheckboxField, { key: 2, name: 'off', label: 'Off' }),
    ]);
    expect(tagOf(html, 'kit-on')).toContain('checked=""');
    expect(tagOf(html, 'kit-off')).not.toContain('checked');
  });

  it('leaves a disabled checkbox unticked (react-hook-form would read a ticked disabled box as false)', () => {
    const html = render({ published: true }, createElement(CheckboxField, { name: 'published', label: 'Published', disabled: true }));
    expect(tagOf(html, 'kit-published')).not.toContain('checked');
  });

  it('writes a form’s own radio group with its chosen button checked', () => {
    function Choice({ value }: { value: string }) {
      const register = useRegister();
      return createElement('input', { id: `kit-status-${value}`, type: 'radio', ...register.radio('status', value) });
    }
    const html = render({ status: 'draft' }, ['published', 'draft', 'scheduled'].map((value) => createElement(Choice, { key: value, value })));
    expect(tagOf(html, 'kit-status-draft')).toMatch(/(?=.*value="draft")(?=.*checked="")/);
    expect(tagOf(html, 'kit-status-published')).not.toContain('checked');
    expect(tagOf(html, 'kit-status-scheduled')).not.toContain('checked');
  });

  it('writes each item of a list field with its values', () => {
    const html = render(
      { figures: [{ value: '95%' }, { value: '1,200' }] },
      jsx(ListField, {
        name: 'figures',
        legend: (index: number) => `Figure ${index + 1}`,
        maximum: 5,
        addLabel: 'Add',
        newItem: () => ({ value: '' }),
        firstField: 'value',
        children: (_: number, path: string) => createElement(TextField, { name: `${path}.value`, label: 'Value' }),
      }),
    );
    expect(tagOf(html, 'kit-figures-0-value')).toContain('value="95%"');
    expect(tagOf(html, 'kit-figures-1-value')).toContain('value="1,200"');
  });
});
