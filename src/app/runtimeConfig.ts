/**
 * The deployment's runtime configuration, config.json beside index.html (which preloads it while
 * the scripts download), applied to `config` once it arrives. main.tsx renders and earlyUserInfo
 * asks for the user only after this: nothing reads a runtime key before.
 */
import { loadRuntimeConfig } from '@/config';

export const configReady = loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`);
