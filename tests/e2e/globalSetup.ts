import type { TestProject } from 'vitest/node';
import { startStack, type RunningStack } from '../tooling/servers';
import { E2E_WORKERS } from './workers';

/** What a test file needs of its stack: the app, the mock server (and its chat service) and its control secret. */
export interface StackAddress {
  appUrl: string;
  mockUrl: string;
  chatUrl: string;
  mockSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stacks: StackAddress[];
  }
}

let stacks: RunningStack[] = [];

/**
 * One stack (built app + mock server with its own database) per worker (E2E_WORKERS, workers.ts):
 * each file resets and drives only its worker's mock, so files side by side never see each
 * other's data.
 */
export async function setup(project: TestProject) {
  stacks = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startStack()));
  project.provide(
    'stacks',
    stacks.map(({ appUrl, mockUrl, chatUrl, mockSecret }) => ({ appUrl, mockUrl, chatUrl, mockSecret })),
  );
}

export async function teardown() {
  await Promise.all(stacks.map((stack) => stack.stop()));
}
