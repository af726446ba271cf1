/** What the mock server received, for tests that check the bodies the app sent; a server lacking a call; a call's ApiError. */
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { ApiError } from '@/api/errors';
import { config } from '@/config';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';

/**
 * Bodies of the requests to a path (matched by its ending) from now on, in order; the array
 * fills as they arrive. signInForTest removes the listener before the next test.
 *
 * @example
 *   const bodies = recordBodies<AuntListQuery>(auntPaths.getAunts);
 */
export function recordBodies<T = unknown>(path: string): T[] {
  const bodies: T[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((body: T) => bodies.push(body));
  });
  return bodies;
}

/**
 * From now on the server answers `path` with HTTP 404, as a server without that call would (the
 * optional calls of ours, api/optional.ts); `asked` counts the requests that reached it.
 * mockServer.resetHandlers (after each test) ends it.
 *
 * @example
 *   const ledger = serverLacks(financePaths.accountLedger);
 */
export function serverLacks(path: string, base: string = config.apiBase): { asked: number } {
  const seen = { asked: 0 };
  mockServer.use(
    http.post(apiPattern(path, base), () => {
      seen.asked += 1;
      return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }),
  );
  return seen;
}

/** The ApiError a call rejected with (fails the test when it resolved or threw something else). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
