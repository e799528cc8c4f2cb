import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

const render = (props: Parameters<typeof SubmitButton>[0]) => renderToStaticMarkup(createElement(SubmitButton, props));

describe('SubmitButton', () => {
  it('is an enabled submit button with its label while idle', () => {
    const html = render({ busy: false, label: 'Save', busyLabel: 'Saving...' });
    expect(html).toMatch(/^<button type="submit"/);
    expect(html).not.toContain('disabled=""');
    expect(html).not.toContain('aria-busy');
    expect(html).toContain('>Save</button>');
  });

  it('is disabled and busy, with a spinner and its busy label, while the form is sent', () => {
    const html = render({ busy: true, label: 'Save', busyLabel: 'Saving...' });
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('animate-spin');
    expect(html).toContain('Saving...</button>');
  });

  it('keeps its label while busy when no busy label is given, and can be disabled for another reason', () => {
    expect(render({ busy: true, label: 'Turn on' })).toContain('Turn on</button>');
    const html = render({ busy: false, label: 'Save', disabled: true });
    expect(html).toContain('disabled=""');
    expect(html).not.toContain('aria-busy');
  });

  it('takes the variant and extra classes', () => {
    const html = render({ busy: false, label: 'Replace', variant: 'secondary', className: 'w-full' });
    expect(html).toContain('border-slate-400');
    expect(html).toMatch(/class="[^"]* w-full"/);
  });
});
