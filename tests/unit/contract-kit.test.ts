import { describe, expect, it } from 'vitest';
import * as api from '@/api';
import { config } from '@/config';
import { handlers } from '@/mocks/handlers';
import { isWriteCall } from '@/mocks/handlers/kit';
import { KIT_CALLS, KIT_LEAVES_OUT } from '../../tools/contract/calls';

const allPaths = Object.entries(api)
  .filter(([name]) => name.endsWith('Paths'))
  .flatMap(([, paths]) => Object.values(paths as Record<string, string>));

describe('the contract kit’s calls', () => {
  it('are every call the mock answers without writing, and only those (the rest it leaves out says why)', () => {
    expect(handlers.length).toBeGreaterThan(0);
    const reads = allPaths.filter((path) => !isWriteCall(`${config.apiBase}${path}`) && !isWriteCall(`${config.chatBase}${path}`));
    const sent = KIT_CALLS.map((call) => call.path);
    expect(new Set(sent).size).toBe(sent.length);
    expect([...sent, ...Object.keys(KIT_LEAVES_OUT)].sort()).toEqual(reads.sort());
  });
});
