/** Shared by the mini-program's mock tests: several refusals checked against one snapshot of the database (a snapshot of the whole database costs about half a second). */
import { expect } from 'vitest';
import { ApiError } from '@/api/errors';
import { snapshot } from '@/mocks/db';

export type Refusal = readonly [call: () => Promise<unknown>, code: number, message?: string | RegExp];

/** Every call is refused with its code (and message), and the whole database is exactly as before them all. */
export async function allRefused(refusals: readonly Refusal[]): Promise<void> {
  const before = snapshot();
  for (const [index, [call, code, message]] of refusals.entries()) {
    const error = await call().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, `refusal ${index + 1} was accepted`).toBeInstanceOf(ApiError);
    const { code: got, serverMessage } = error as ApiError;
    expect(got, `refusal ${index + 1}: ${serverMessage}`).toBe(code);
    if (typeof message === 'string') expect(serverMessage, `refusal ${index + 1}`).toBe(message);
    else if (message) expect(serverMessage, `refusal ${index + 1}`).toMatch(message);
  }
  expect(snapshot() === before).toBe(true);
}
