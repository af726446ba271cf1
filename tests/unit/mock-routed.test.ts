/**
 * routed (src/mocks/handlers/kit.ts): the mock's calls answered through one table of paths give
 * the answers msw gave when it tried the handlers one by one.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPost, routed } from '@/mocks/handlers/kit';

const post = (path: string) => new Request(`http://127.0.0.1:9/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
const dataOf = async (response: Response | undefined) => ((await response?.json()) as { data: unknown } | undefined)?.data;

describe('routed', () => {
  // Paths outside the contract (api/contract.ts): apiPost accepts them only past the type check.
  // @ts-expect-error not a contract path
  const first = apiPost('/zz/routed/one', () => 'first');
  // @ts-expect-error not a contract path
  const duplicate = apiPost('/zz/routed/one', () => 'second');
  // @ts-expect-error not a contract path
  const other = apiPost('/zz/routed/two', () => 'two');
  const download = http.get('*/api/zz/routed/file/:key', ({ params }) => HttpResponse.text(`file ${String(params.key)}`));
  const handlers = routed([first, duplicate, other, download]);

  it('answers each call by its path, the first registration of a path winning as in the list', async () => {
    expect(handlers).toHaveLength(2);
    expect(await dataOf(await getResponse(handlers, post('/zz/routed/one')))).toBe('first');
    expect(await dataOf(await getResponse(handlers, post('/zz/routed/two')))).toBe('two');
  });

  it('matches as msw did: any origin, any case, an optional trailing slash, the query aside', async () => {
    expect(await dataOf(await getResponse(handlers, new Request('https://example.test/api/zz/routed/two?x=1', { method: 'POST', body: '{}' })))).toBe('two');
    expect(await dataOf(await getResponse(handlers, post('/ZZ/Routed/Two')))).toBe('two');
    expect(await dataOf(await getResponse(handlers, post('/zz/routed/two/')))).toBe('two');
  });

  it('leaves other methods, unknown paths and the other handlers to the rest of the list', async () => {
    expect(await getResponse(handlers, post('/zz/routed/three'))).toBeUndefined();
    expect(await getResponse(handlers, new Request('http://127.0.0.1:9/api/zz/routed/one'))).toBeUndefined();
    expect(await (await getResponse(handlers, new Request('http://127.0.0.1:9/api/zz/routed/file/k1')))?.text()).toBe('file k1');
  });
});
