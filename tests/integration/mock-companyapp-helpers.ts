/** Shared by the mini-program's mock tests: several refusals checked against one snapshot of the database (a snapshot of the whole database costs about half a second). */
import { expect } from 'vitest';
import { snapshot } from '@/mocks/db';
import { failure } from './mock-helpers';

export type Refusal = readonly [call: () => Promise<unknown>, code: number, message?: string | RegExp];

/** Every call is refused with its code (and message), and the whole database is exactly as before them all. */
export async function allRefused(refusals: readonly Refusal[]): Promise<void> {
  const before = snapshot();
  for (const [call, code, message] of refusals) {
    const error = await failure(call());
    expect(error.code, `${error.serverMessage}`).toBe(code);
    if (typeof message === 'string') expect(error.serverMessage).toBe(message);
    else if (message) expect(error.serverMessage).toMatch(message);
  }
  expect(snapshot() === before).toBe(true);
}
