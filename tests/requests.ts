/** What the mock server received, for tests that check the bodies the app sent. */
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
    if (new URL(request.url).pathname.endsWith(path)) void request.clone().json().then((body: T) => bodies.push(body));
  });
  return bodies;
}
