/**
 * `npm run mock` reads the same env files as `npm run dev` (.env, .env.local, .env.<mode>,
 * .env.<mode>.local, through Vite's own loadEnv), so MOCK_PORT, MOCK_DATA_FILE or VITE_API_BASE
 * set in .env.local apply to both. Variables already in the environment win, as with Vite.
 * Imported first by server.ts: the settings are read when the modules after it load.
 * The mode is development unless the dev/preview server that starts the mock passes its own
 * (MOCK_ENV_MODE).
 */
import { loadEnv } from 'vite';

const mode = process.env.MOCK_ENV_MODE || 'development';
for (const [name, value] of Object.entries(loadEnv(mode, process.cwd(), ['VITE_', 'MOCK_']))) {
  process.env[name] ??= value;
}
