import { describe, expect, it } from 'vitest';
import { missingFields } from './subscribe-form';

const texts = { emailInvalid: 'Enter an address', consentRequired: 'Tick the box' };

describe('the subscription box’s own check', () => {
  it('asks for an address and the ticked consent before anything is sent', () => {
    expect(missingFields({ email: ' ', consent: '' }, texts)).toEqual({ email: ['Enter an address'], consent: ['Tick the box'] });
    expect(missingFields({ email: 'reader@example.com', consent: '' }, texts)).toEqual({ consent: ['Tick the box'] });
    expect(missingFields({ email: 'reader@example.com', consent: 'on' }, texts)).toEqual({});
  });
});
