/**
 * Vite plugin: when the mock switch is on, `vite` and `vite preview` start the standalone mock
 * server (src/mocks/server.ts) on 127.0.0.1:MOCK_PORT with MOCK_DATA_FILE, its chat service on
 * MOCK_CHAT_PORT, and stop it when Vite stops. A mock server already on that port is reused only
 * when it is the one wanted (same data file, API base and chat port, asked through its
 * /__mock__/health); anything else on the port stops the dev server with the reason, never a
 * silent reuse. The log says which mock is in use.
 * The app itself never contains mock code; it only proxies the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface MockBackendOptions {
  enabled: boolean;
  port: number;
  /** The chat service's port (MOCK_CHAT_PORT, default port + 1): Vite proxies the chat base there. */
  chatPort: number;
  root: string;
  /** MOCK_DATA_FILE as configured (relative to root unless absolute). */
  dataFile: string;
  apiBase: string;
  /** Vite's mode, so the mock reads the same env files (src/mocks/loadEnvFiles.ts). */
  mode: string;
}

interface MockHealth {
  pid?: number;
  dataFile?: string;
  apiBase?: string;
  chatPort?: number | null;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, timeoutMs: number, gaveUp: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    if (await portAnswers(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

/** What the server on the port says about itself; null when it is not a mock server. */
async function healthOf(port: number): Promise<MockHealth | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/__mock__/health`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { code?: number; data?: MockHealth & { ok?: boolean } };
    return response.ok && body.code === 200 && body.data?.ok === true ? body.data : null;
  } catch {
    return null;
  }
}

/** Why the server already on the port is not the one wanted; null when it is. */
export function mismatchOf(health: MockHealth | null, wanted: { port: number; dataFile: string; apiBase: string; chatPort?: number }): string | null {
  const where = `127.0.0.1:${wanted.port}`;
  const fix = 'stop it, or choose another port with MOCK_PORT (in .env.local)';
  if (!health) return `something that is not the mock backend answers on ${where}: ${fix}.`;
  const who = `the mock server on ${where}${health.pid ? ` (pid ${health.pid})` : ''}`;
  if (!health.dataFile) return `${who} does not say which data file it serves (an older version?): ${fix}.`;
  if (path.resolve(health.dataFile) !== wanted.dataFile) return `${who} serves ${health.dataFile}, not ${wanted.dataFile}: ${fix}.`;
  if (health.apiBase !== undefined && health.apiBase !== wanted.apiBase) return `${who} serves the API under ${health.apiBase}, not ${wanted.apiBase}: ${fix}.`;
  if (wanted.chatPort !== undefined && health.chatPort !== undefined && health.chatPort !== wanted.chatPort) {
    return `${who} runs its chat service on ${health.chatPort === null ? 'no port' : `port ${health.chatPort}`}, not ${wanted.chatPort}: ${fix} (and MOCK_CHAT_PORT).`;
  }
  return null;
}

export function mockBackendPlugin(options: MockBackendOptions): Plugin {
  let child: ChildProcess | null = null;
  const dataFile = path.resolve(options.root, options.dataFile);

  async function start(log: (message: string) => void) {
    if (!options.enabled || child) return;
    if (await portAnswers(options.port)) {
      const health = await healthOf(options.port);
      const mismatch = mismatchOf(health, { port: options.port, dataFile, apiBase: options.apiBase, chatPort: options.chatPort });
      if (mismatch) throw new Error(`mock backend: ${mismatch}`);
      log(`mock backend: using the mock server already on 127.0.0.1:${options.port} (pid ${health?.pid}, data file ${dataFile})`);
      return;
    }
    log(`mock backend: starting on 127.0.0.1:${options.port} (chat service on ${options.chatPort}) with data file ${dataFile}`);
    // node with tsx's loader rather than the tsx CLI: one process, so stopping Vite stops the server.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/mocks/server.ts'], {
      cwd: options.root,
      env: { ...process.env, MOCK_PORT: String(options.port), MOCK_CHAT_PORT: String(options.chatPort), MOCK_DATA_FILE: dataFile, MOCK_ENV_MODE: options.mode },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const stop = () => child?.kill('SIGTERM');
    process.once('exit', stop);
    process.once('SIGINT', () => {
      stop();
      process.exit(130);
    });
    process.once('SIGTERM', () => {
      stop();
      process.exit(143);
    });
    let exited = false;
    child.once('exit', (code) => {
      exited = true;
      child = null;
      log(`mock backend: exited (code ${code}); the API will not answer until it runs (npm run mock)`);
    });
    if (!(await waitForPort(options.port, 60_000, () => exited)) && !exited) log('mock backend: not answering yet after 60 s; the API answers once it does');
  }

  return {
    name: 'agency-mock-backend',
    // Not under vitest, which also runs Vite in serve mode.
    apply: (_config, env) => !process.env.VITEST && (env.command === 'serve' || env.isPreview === true),
    async configureServer(server) {
      await start((message) => server.config.logger.info(message));
      server.httpServer?.once('close', () => child?.kill('SIGTERM'));
    },
    async configurePreviewServer(server) {
      await start((message) => server.config.logger.info(message));
      server.httpServer.once('close', () => child?.kill('SIGTERM'));
    },
  };
}
