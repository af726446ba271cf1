import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from '@/auth/redirect';

describe('safeRedirect', () => {
  it.each([
    ['/aunt/all', '/aunt/all'],
    ['/aunt/all?status=1&page=2', '/aunt/all?status=1&page=2'],
    ['/united/aunt-detail?auntId=12', '/united/aunt-detail?auntId=12'],
    ['/dashboard#top', '/dashboard#top'],
  ])('honours the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    'https://evil.com',
    'https:evil.com',
    'http://localhost/aunt',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    '/\tevil',
    '/%0d%0aSet-Cookie:x',
    'aunt/all',
    '',
    '   ',
    '/%E0%A4%A',
    '/login?redirect=/x',
  ])('sends %j home', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it('treats a missing target as home', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('puts the wanted path, encoded, in the redirect parameter', () => {
    expect(loginPathFor('/aunt/all?status=1')).toBe('/login?redirect=%2Faunt%2Fall%3Fstatus%3D1');
  });
});
