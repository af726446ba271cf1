/** /auth-redirect's reading of the token and redirect target from the query or the hash. */
import { describe, expect, it } from 'vitest';
import { parseAuthParams } from '@/pages/authRedirect/authParams';

describe('parseAuthParams', () => {
  it.each([
    ['?token=abc&redirect=%2Faunt%2Fall', '', { token: 'abc', redirect: '/aunt/all' }],
    ['', '#/?token=abc&redirect=/x', { token: 'abc', redirect: '/x' }],
    ['', '#?token=abc', { token: 'abc', redirect: null }],
    ['', '#token=abc', { token: 'abc', redirect: null }],
    ['?token=from-query', '#/?token=from-hash', { token: 'from-query', redirect: null }],
    ['?redirect=/a', '#/?token=t', { token: 't', redirect: '/a' }],
    ['?token=%20%20', '', { token: null, redirect: null }],
    ['', '#/dashboard', { token: null, redirect: null }],
    ['', '', { token: null, redirect: null }],
  ])('search %j, hash %j', (search, hash, expected) => {
    expect(parseAuthParams(search, hash)).toEqual(expected);
  });
});
