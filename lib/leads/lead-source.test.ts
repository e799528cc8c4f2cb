import { describe, expect, it } from 'vitest';
import { classifyLeadSource, leadSourceText, referrerDomain, siteDomain } from './lead-source';

describe('referrerDomain', () => {
  it('reduces a referrer to its domain, lower case, without www', () => {
    expect(referrerDomain('https://www.Google.com/search?q=visa')).toBe('google.com');
    expect(referrerDomain('http://m.facebook.com/')).toBe('m.facebook.com');
    expect(referrerDomain('https://www.linkedin.com./feed')).toBe('linkedin.com');
    expect(referrerDomain('https://wwwx.example.org/')).toBe('wwwx.example.org');
    expect(referrerDomain('android-app://com.google.android.gm/')).toBe('com.google.android.gm');
    expect(referrerDomain('https://[2001:db8::1]:8443/x')).toBe('[2001:db8::1]');
  });

  it('gives null for nothing, text that is no address, or an address without a host', () => {
    for (const referrer of [undefined, null, '', '   ', 'google.com', '/about', 'about:blank', 'data:text/plain,hi']) {
      expect(referrerDomain(referrer), String(referrer)).toBeNull();
    }
  });
});

describe('classifyLeadSource', () => {
  it('prefers the campaign source, then the referring domain, then direct', () => {
    expect(classifyLeadSource({ utmSource: ' Newsletter ', referrer: 'https://www.google.com/' })).toEqual({ kind: 'campaign', name: 'newsletter' });
    expect(classifyLeadSource({ utmSource: '  ', referrer: 'https://www.google.com/' })).toEqual({ kind: 'referrer', name: 'google.com' });
    expect(classifyLeadSource({ referrer: 'not a url' })).toEqual({ kind: 'direct', name: 'direct' });
    expect(classifyLeadSource({ pagePath: '/contact', landingPage: '/' })).toEqual({ kind: 'direct', name: 'direct' });
  });

  it('says "not recorded" for a lead stored without any attribution', () => {
    expect(classifyLeadSource(null)).toEqual({ kind: 'unknown', name: 'not recorded' });
    expect(classifyLeadSource(undefined)).toEqual({ kind: 'unknown', name: 'not recorded' });
    expect(classifyLeadSource({})).toEqual({ kind: 'unknown', name: 'not recorded' });
    expect(classifyLeadSource({ utmSource: null, referrer: ' ', pagePath: null })).toEqual({ kind: 'unknown', name: 'not recorded' });
  });

  it('counts a referrer from the site itself as direct, but not a campaign link on it', () => {
    const own = siteDomain('https://www.spree.example');
    expect(own).toBe('spree.example');
    expect(classifyLeadSource({ referrer: 'https://spree.example/blog/x' }, own).kind).toBe('direct');
    expect(classifyLeadSource({ referrer: 'https://www.spree.example/' }, own).kind).toBe('direct');
    expect(classifyLeadSource({ referrer: 'https://blog.spree.example/' }, own)).toEqual({ kind: 'referrer', name: 'blog.spree.example' });
    expect(classifyLeadSource({ utmSource: 'flyer', referrer: 'https://spree.example/' }, own)).toEqual({ kind: 'campaign', name: 'flyer' });
  });

  it('writes one cell of text', () => {
    expect(leadSourceText({ kind: 'campaign', name: 'newsletter' })).toBe('campaign: newsletter');
    expect(leadSourceText({ kind: 'referrer', name: 'google.com' })).toBe('referrer: google.com');
    expect(leadSourceText({ kind: 'direct', name: 'direct' })).toBe('direct');
    expect(leadSourceText({ kind: 'unknown', name: 'not recorded' })).toBe('not recorded');
  });
});
