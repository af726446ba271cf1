/**
 * `vite preview` of the built app as a deployment serves it (README, "Deployment"): dist/ as it
 * is, with its config.json replaced by DEPLOYED_CONFIG (the file's text), and the configuration's
 * apiBase and chatBase proxied to DEPLOYED_API and DEPLOYED_CHAT (a back end's URL with its own base
 * path: the mock's `http://127.0.0.1:<port>/api`), websockets too. The app's policy (csp.ts) is sent.
 * For the real-browser test of one build under two configurations (tests/e2e/deployment.e2e.ts).
 */
import { defineConfig, type ProxyOptions } from 'vite';
import { cspPlugin } from './csp.ts';
import { precompressedAssets } from './precompressedAssets.ts';

const file = process.env.DEPLOYED_CONFIG ?? '{}';
const { apiBase, chatBase } = JSON.parse(file) as { apiBase: string; chatBase: string };

/** `base` on this site → the same path under `backend` (origin and base path). */
function proxied(base: string, backend: string | undefined, ws = false): Record<string, ProxyOptions> {
  if (!backend) throw new Error(`deployedPreview: no back end for ${base}`);
  const target = new URL(backend);
  return { [base]: { target: target.origin, ws, rewrite: (path) => `${target.pathname}${path.slice(base.length)}` } };
}

export default defineConfig({
  plugins: [
    {
      name: 'deployed-config',
      configurePreviewServer(server) {
        server.middlewares.use('/config.json', (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.end(file);
        });
      },
    },
    cspPlugin({}),
    precompressedAssets(['assets']),
  ],
  preview: { host: '127.0.0.1', proxy: { ...proxied(apiBase, process.env.DEPLOYED_API), ...proxied(chatBase, process.env.DEPLOYED_CHAT, true) } },
});
