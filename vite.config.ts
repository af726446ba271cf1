import { createLogger, defineConfig, loadEnv, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { mockBackendPlugin } from './tests/tooling/mockBackendPlugin.ts';
import { CONFIG_FILE, runtimeConfigPlugin } from './tests/tooling/runtimeConfigPlugin.ts';
import { cspPlugin, devNonce, originsOf } from './tests/tooling/csp.ts';
import { antdStylesheet } from './tests/tooling/antdStylesheet.ts';
import { precompressedAssets } from './tests/tooling/precompressedAssets.ts';
import { LongestFirst } from './tests/tooling/longestFirst.ts';
import { PAGE_CHUNK_NAMES, pageChunkGroup } from './tests/tooling/pageChunks.ts';
import { libraryStandIns } from './src/patches/standIns.ts';
import { DEMO_ACCOUNTS } from './src/mocks/db/demoAccounts.ts';
import { MOCK_DEFAULTS, mockChatPort } from './src/mocks/env.ts';

/**
 * public/boot-login.js (/login's form before the app's scripts; every page fetches it) is copied as
 * written, a readable classic script: the build ships it minified (3.3 -> 2.6 kB gzip).
 */
function minifiedBootLogin(): Plugin {
  return {
    name: 'minified-boot-login',
    apply: 'build',
    writeBundle(options) {
      const file = path.join(options.dir ?? 'dist', 'boot-login.js');
      if (!existsSync(file)) return;
      const { code, errors } = minifySync(file, readFileSync(file, 'utf8'));
      if (errors.length) throw new Error(`boot-login.js: ${errors.map((error) => error.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

function reactRouterProduction() {
  const dist = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: dist('index.mjs') },
    { find: /^react-router\/dom$/, replacement: dist('dom-export.mjs') },
  ];
}

/**
 * Vite's logger, less one line of noise: a browser that reloads or closes a tab resets the chat's
 * proxied websockets, and vite printed each reset as an error with a stack. A refused connection
 * (the chat service down) and every other error are still printed.
 */
function quietSocketResets() {
  const logger = createLogger();
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    const code = (options?.error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ECONNRESET' && /ws proxy (socket )?error/.test(message)) return;
    error(message, options);
  };
  return logger;
}

/** The API and chat bases of dist/config.json, where it names them as strings. */
function builtBases(): { apiBase?: string; chatBase?: string } {
  try {
    const { apiBase, chatBase } = JSON.parse(readFileSync(fileURLToPath(new URL(`./dist/${CONFIG_FILE}`, import.meta.url)), 'utf8')) as Record<string, unknown>;
    return { apiBase: typeof apiBase === 'string' ? apiBase : undefined, chatBase: typeof chatBase === 'string' ? chatBase : undefined };
  } catch {
    return {};
  }
}

// Libraries every page needs, in one chunk: one file compresses better than a dozen fragments,
// and nothing here is loaded later than /login anyway. The request layer with axios is a chunk
// of its own, loaded with the first request (stores/session loads api/user): /login paints and
// takes its first key press without it. These keep their names in file names (chunkFileNames).
const CHUNK_GROUPS = [
  {
    name: 'vendor-core',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|js-cookie)[\\/]/,
  },
  { name: 'app-core', test: /src[\\/](config|app[\\/](feedback|browser)|i18n[\\/]index|stores[\\/]session)\.tsx?$|src[\\/]i18n[\\/]zh\.json$/ },
  { name: 'app-api', test: /node_modules[\\/]axios[\\/]|src[\\/]api[\\/](http|errors|optional|user|types)\.ts$/ },
];
const NAMED_CHUNKS = new Set([...CHUNK_GROUPS.map((group) => group.name), ...PAGE_CHUNK_NAMES]);

export default defineConfig(({ mode, command, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiBase = env.VITE_API_BASE || '/api';
  const useMock = (env.VITE_USE_MOCK ?? 'true') !== 'false';
  const mockPort = Number(env.MOCK_PORT || MOCK_DEFAULTS.port);
  const target = useMock ? `http://127.0.0.1:${mockPort}` : env.VITE_API_TARGET || 'http://127.0.0.1:8080';
  // The joint-hall chat service (REST, socket.io and the presence websocket): the mock's chat port
  // (MOCK_CHAT_PORT, default MOCK_PORT + 1), or VITE_CHAT_TARGET. An absolute VITE_CHAT_BASE is not proxied.
  const chatBase = env.VITE_CHAT_BASE || '/chat-api';
  const chatPort = mockChatPort(env);
  const chatTarget = useMock ? `http://127.0.0.1:${chatPort}` : env.VITE_CHAT_TARGET || 'http://127.0.0.1:8081';
  // The maps service (src/api/maps.ts), used only with VITE_MAP_KEY: VITE_MAP_BASE under this
  // origin is proxied to VITE_MAP_TARGET; an absolute VITE_MAP_BASE is asked directly (and allowed by the policy).
  const mapBase = env.VITE_MAP_BASE || '/map-api';
  const mapTarget = env.VITE_MAP_TARGET || 'https://restapi.amap.com';
  const proxy = {
    [apiBase]: { target, changeOrigin: true },
    ...(chatBase.startsWith('/') ? { [chatBase]: { target: chatTarget, changeOrigin: true, ws: true } } : {}),
    ...(mapBase.startsWith('/') ? { [mapBase]: { target: mapTarget, changeOrigin: true, rewrite: (path: string) => path.slice(mapBase.length) } } : {}),
  };
  // Content-Security-Policy of the dev and preview servers (tests/tooling/csp.ts, README). The dev
  // server's inline React-Refresh preamble carries a nonce made for this run; the build has none.
  const nonce = command === 'serve' && !isPreview ? devNonce() : undefined;
  // Preview serves a build: its config.json (which a deployment edits) names the bases in force.
  const served = isPreview ? builtBases() : {};
  const cspOrigins = [...originsOf(served.apiBase ?? env.VITE_API_BASE), ...originsOf(served.chatBase ?? env.VITE_CHAT_BASE)];
  const cspConnectOnly = env.VITE_MAP_KEY ? originsOf(env.VITE_MAP_BASE).filter((origin) => /^https?:/.test(origin)) : [];
  // The login page lists the demo accounts only on the dev server running the embedded mock
  // (and under vitest); a build never holds them (src/pages/login/DemoAccounts.tsx).
  const demoAccounts =
    command === 'serve' && !isPreview && useMock
      ? DEMO_ACCOUNTS.map(({ mobile, password, roleKey, contact, companyName }) => ({ mobile, password, roleKey, contact, companyName }))
      : null;
  return {
    customLogger: quietSocketResets(),
    define: { __DEMO_ACCOUNTS__: JSON.stringify(demoAccounts) },
    plugins: [
      react(),
      libraryStandIns(),
      antdStylesheet(),
      minifiedBootLogin(),
      mockBackendPlugin({
        enabled: useMock && env.MOCK_AUTOSTART !== '0',
        port: mockPort,
        chatPort,
        root: process.cwd(),
        dataFile: env.MOCK_DATA_FILE || MOCK_DEFAULTS.dataFile,
        apiBase,
        mode,
      }),
      cspPlugin({ devNonce: nonce, origins: cspOrigins, connectOnly: cspConnectOnly }),
      runtimeConfigPlugin({ env, useMock }),
      precompressedAssets(['assets']),
    ],
    html: { cspNonce: nonce },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's package exports name only its development build (checks and dev
        // warnings; remix-run/react-router#14102): a build takes the production one it also ships.
        ...(command === 'build' ? reactRouterProduction() : []),
      ],
    },
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        treeshake: {
          // @rc-component/form declares no sideEffects, so its index (static props assigned to the
          // form component) kept the whole form library, async-validator included (~12 kB gzip), on
          // every page: antd's inputs, selects, drawers and tooltips import one context of it.
          // Likewise @rc-component/tree: Table's row selection takes four helpers from its index,
          // which kept the whole Tree component (~20 kB gzip) in the table chunk of every list.
          moduleSideEffects: [
            { test: /node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
            { test: /node_modules[\\/]@rc-component[\\/]tree[\\/]/, sideEffects: false },
            // The one module naming antd's internals (src/patches): a page takes only what it uses.
            { test: /src[\\/]patches[\\/]antdInternals\.ts$/, sideEffects: false },
          ],
        },
        output: {
          // A shared chunk rolldown made is named by its hash alone (a lazily loaded module's
          // chunk and CHUNK_GROUPS keep their names): every chunk names its imports and preloads,
          // and a dashboard load fetched ~85 files. tools/bytes/attribute.ts tells what one holds.
          chunkFileNames: (chunk) => (chunk.isDynamicEntry || NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          codeSplitting: {
            groups: [...CHUNK_GROUPS, pageChunkGroup(path.dirname(fileURLToPath(import.meta.url)))],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      // tests/clock.ts first: TEST_NOW moves the run's clock before anything reads it (the seed's clock).
      setupFiles: ['tests/clock.ts', 'tests/setup.ts'],
      // Node loads antd's CommonJS build (lib/) for `import … from 'antd'`; the app's few deep
      // imports of antd modules (antd/es/…, the build's copy) must be the same module instances
      // here, or App.useApp() would read another React context than the one AppProviders fills.
      alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }],
      restoreMocks: true,
      // Limits for a busy machine (a second test run beside this one, say): a test waits for
      // conditions, never for time, so a generous limit only ends a test that is really stuck.
      // The limit of one wait for a condition is in tests/setup.ts.
      testTimeout: 120_000,
      hookTimeout: 60_000,
      // One worker per core (vitest's default leaves one idle), and files share their worker's
      // modules: jsdom, antd and the seeded mock load once per worker, not once per file.
      // tests/setup.ts gives each file the fresh start an isolated one had.
      maxWorkers: '100%',
      isolate: false,
      // Longest files first by tests/durations.json, on a fresh clone too (tests/tooling/longestFirst.ts).
      sequence: { sequencer: LongestFirst },
    },
  };
});
