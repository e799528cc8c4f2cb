import { describe, expect, it } from 'vitest';
import { enquiryExportQuerySchema, enquiryListQuerySchema, normaliseEnquiryListQuery, searchParamsObject } from './list-query';

const parse = (query: string) => enquiryListQuerySchema.safeParse(searchParamsObject(new URLSearchParams(query)));

describe('enquiry list query', () => {
  it('fills in the defaults of SPEC section 7', () => {
    expect(parse('').data).toEqual({ page: 1, limit: 10, status: 'all', search: '', sortBy: 'submittedAt', sortOrder: 'desc', view: 'all', verdict: 'all' });
    expect(parse('page=3&limit=5&status=replied&search=%20visa%20&sortBy=fullName&sortOrder=asc&view=mine&verdict=not-eligible').data).toEqual({
      page: 3,
      limit: 5,
      status: 'replied',
      search: 'visa',
      sortBy: 'fullName',
      sortOrder: 'asc',
      view: 'mine',
      verdict: 'not-eligible',
    });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=2.5', 'limit'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['page=', 'page'],
    ['status=open', 'status'],
    ['verdict=eligible', 'verdict'],
    ['sortBy=createdAt', 'sortBy'],
    ['sortBy=__proto__', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    [`search=${'a'.repeat(201)}`, 'search'],
    ['status=new&status=read', 'status'],
    ['view=theirs', 'view'],
  ])('refuses %s', (query, field) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('refuses unknown keys, operator-looking ones included', () => {
    for (const query of ['status[$ne]=x', '__proto__=x', 'constructor=x', 'sort=latest']) {
      expect(parse(query).success, query).toBe(false);
    }
  });

  it('has no paging in the export', () => {
    expect(enquiryExportQuerySchema.safeParse({ status: 'new' }).success).toBe(true);
    expect(enquiryExportQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('exports chosen enquiries by id: up to 100 ids, nothing else in the list', () => {
    const id = 'a'.repeat(24);
    expect(enquiryExportQuerySchema.safeParse({ ids: `${id},${'b'.repeat(24)}` }).data?.ids).toEqual([id, 'b'.repeat(24)]);
    expect(enquiryExportQuerySchema.safeParse({ ids: Array(100).fill(id).join(',') }).success).toBe(true);
    for (const ids of [Array(101).fill(id).join(','), `${id},`, '{"$ne":1}', `${id};${id}`]) {
      expect(enquiryExportQuerySchema.safeParse({ ids }).success, ids).toBe(false);
    }
  });
});

describe('normaliseEnquiryListQuery (for pages calling lib directly)', () => {
  it('fills defaults, clamps numbers and drops values outside the allowed sets', () => {
    expect(normaliseEnquiryListQuery({})).toEqual({ page: 1, limit: 10, status: 'all', search: '', sortBy: 'submittedAt', sortOrder: 'desc', view: 'all', verdict: 'all' });
    expect(normaliseEnquiryListQuery({ page: 0, limit: 1000, search: '  visa ' })).toMatchObject({ page: 1, limit: 100, search: 'visa' });
    expect(normaliseEnquiryListQuery({ page: Number.NaN, limit: 2.7 })).toMatchObject({ page: 1, limit: 2 });
    const unchecked = { status: 'archived', sortBy: '$where', sortOrder: 'up', search: 'x'.repeat(300), view: 'theirs' } as never;
    expect(normaliseEnquiryListQuery(unchecked)).toMatchObject({ status: 'all', sortBy: 'submittedAt', sortOrder: 'desc', view: 'all', verdict: 'all' });
    expect(normaliseEnquiryListQuery(unchecked).search).toHaveLength(200);
  });
});
