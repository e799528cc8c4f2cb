import { describe, expect, it } from 'vitest';
import { changeQuery, DEFAULT_QUERY, exportHref, exportIdsHref, listInput, nextSort, parseEnquiryQuery, parseOpenId, screenHref } from './url-state';

const parse = (search: string) => parseEnquiryQuery(new URLSearchParams(search));

describe('parseEnquiryQuery', () => {
  it('gives the default view for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_QUERY);
  });

  it('reads every valid value', () => {
    expect(parse('status=new&search=%20visa%20&sortBy=fullName&sortOrder=asc&page=3&view=follow-up-due&verdict=any')).toEqual({
      status: 'new',
      search: 'visa',
      sortBy: 'fullName',
      sortOrder: 'asc',
      page: 3,
      view: 'follow-up-due',
      verdict: 'any',
    });
  });

  it('falls back to the default for each invalid value', () => {
    expect(parse('status=spam&sortBy=password&sortOrder=up&page=abc&view=theirs&verdict=maybe')).toEqual(DEFAULT_QUERY);
    for (const page of ['0', '-2', '1.5', '1e3', '9999999', '']) expect(parse(`page=${page}`).page).toBe(1);
  });

  it('caps the search at 200 characters', () => {
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });
});

describe('changeQuery', () => {
  it('returns to page 1 when the filter, search or sort changes', () => {
    const onPage4 = { ...DEFAULT_QUERY, page: 4 };
    expect(changeQuery(onPage4, { status: 'closed' })).toEqual({ ...DEFAULT_QUERY, status: 'closed' });
    expect(changeQuery(onPage4, { search: '  anna ' })).toEqual({ ...DEFAULT_QUERY, search: 'anna' });
  });
});

describe('nextSort', () => {
  it('flips the order of the active column', () => {
    expect(nextSort(DEFAULT_QUERY, 'submittedAt')).toEqual({ sortBy: 'submittedAt', sortOrder: 'asc' });
    expect(nextSort({ ...DEFAULT_QUERY, sortOrder: 'asc' }, 'submittedAt')).toEqual({ sortBy: 'submittedAt', sortOrder: 'desc' });
  });

  it('starts a newly chosen column descending', () => {
    expect(nextSort({ ...DEFAULT_QUERY, sortOrder: 'asc' }, 'fullName')).toEqual({ sortBy: 'fullName', sortOrder: 'desc' });
  });
});

describe('addresses', () => {
  const query = { status: 'replied', search: 'a&b', sortBy: 'status', sortOrder: 'asc', page: 2, view: 'mine', verdict: 'needs-check' } as const;

  it('leaves defaults out of the screen address, so the plain path is the default view', () => {
    expect(screenHref('/admin/enquiries', DEFAULT_QUERY)).toBe('/admin/enquiries');
    expect(screenHref('/admin/enquiries', query)).toBe('/admin/enquiries?status=replied&search=a%26b&sortBy=status&sortOrder=asc&view=mine&verdict=needs-check&page=2');
  });

  it('round-trips through the address', () => {
    const href = screenHref('/admin/enquiries', query);
    expect(parse(href.split('?')[1] ?? '')).toEqual(query);
  });

  it('asks the server for one page of ten with every filter spelled out', () => {
    expect(listInput(DEFAULT_QUERY)).toEqual({ status: 'all', search: '', sortBy: 'submittedAt', sortOrder: 'desc', page: 1, limit: 10, view: 'all', verdict: 'all' });
    expect(listInput(query)).toEqual({ status: 'replied', search: 'a&b', sortBy: 'status', sortOrder: 'asc', page: 2, limit: 10, view: 'mine', verdict: 'needs-check' });
  });

  it('names the open enquiry in the address, and reads back only an id', () => {
    const href = screenHref('/admin/enquiries', query, '6b04718728e1873ade7b5f5c');
    expect(href).toBe('/admin/enquiries?status=replied&search=a%26b&sortBy=status&sortOrder=asc&view=mine&verdict=needs-check&page=2&open=6b04718728e1873ade7b5f5c');
    expect(parseOpenId(new URLSearchParams(href.split('?')[1]))).toBe('6b04718728e1873ade7b5f5c');
    expect(parseOpenId(new URLSearchParams('open=%7B%24ne%3A1%7D'))).toBeNull();
    expect(parseOpenId(new URLSearchParams(''))).toBeNull();
  });

  it('exports the whole filter without page or limit', () => {
    expect(exportHref(query)).toBe('/api/v1/contact/enquiries/export?status=replied&search=a%26b&sortBy=status&sortOrder=asc&view=mine&verdict=needs-check');
  });

  it('exports chosen rows by id', () => {
    expect(exportIdsHref(['a'.repeat(24), 'b'.repeat(24)])).toBe(`/api/v1/contact/enquiries/export?ids=${'a'.repeat(24)},${'b'.repeat(24)}`);
  });
});
