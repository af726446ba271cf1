/**
 * Vite plugin: when the mock switch is on, `vite` and `vite preview` start the standalone mock
 * server (src/mocks/server.ts) on 127.0.0.1:MOCK_PORT unless one already answers there, and
 * stop it when Vite stops. The app itself never contains mock code; it only proxies the API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { Plugin } from 'vite';

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

export function mockBackendPlugin(options: { enabled: boolean; port: number; root: string }): Plugin {
  let child: ChildProcess | null = null;

  async function start(log: (message: string) => void) {
    if (!options.enabled || child) return;
    if (await portAnswers(options.port)) {
      log(`mock backend: using the server already on 127.0.0.1:${options.port}`);
      return;
    }
    // node with tsx's loader rather than the tsx CLI: one process, so stopping Vite stops the server.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/mocks/server.ts'], {
      cwd: options.root,
      env: { ...process.env, MOCK_PORT: String(options.port) },
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
    if (!(await waitForPort(options.port, 20_000, () => exited)) && !exited) log('mock backend: did not start within 20 s');
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
