import type { TestProject } from 'vitest/node';
import { startStack, type RunningStack } from '../tooling/servers';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mockUrl: string;
    mockSecret: string;
  }
}

let stack: RunningStack | null = null;

export async function setup(project: TestProject) {
  stack = await startStack();
  project.provide('appUrl', stack.appUrl);
  project.provide('mockUrl', stack.mockUrl);
  project.provide('mockSecret', stack.mockSecret);
}

export async function teardown() {
  await stack?.stop();
}
