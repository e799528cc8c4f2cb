import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buttonClass } from '../button';
import { ActionButton } from './action-button';

const call = async () => ({ ok: true as const, data: undefined });
const render = (props: Partial<Parameters<typeof ActionButton>[0]> = {}) =>
  renderToStaticMarkup(createElement(ActionButton, { label: 'Pause sending', busyLabel: 'Pausing...', call, success: 'Sending paused', failed: 'Failed', ...props }));

// Its busy state (disabled, aria-busy, the busy label) is the browser's: e2e/newsletter-issues.spec.ts.
describe('ActionButton', () => {
  it('is an enabled button (never a submit) with its label and not busy while idle', () => {
    const html = render();
    expect(html).toMatch(/^<button type="button"/);
    expect(html).not.toContain('disabled=""');
    expect(html).not.toContain('aria-busy');
    expect(html).toContain('>Pause sending</button>');
  });

  it('is a secondary button of the usual size unless told otherwise', () => {
    expect(render()).toContain(`class="${buttonClass('secondary', 'md')}"`);
    expect(render({ variant: 'primary', size: 'sm' })).toContain(`class="${buttonClass('primary', 'sm')}"`);
  });
});
