/** msw/node host of the mock handlers, used by vitest (tests/setup.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const mockServer = setupServer(...handlers);
