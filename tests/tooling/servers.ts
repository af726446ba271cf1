/**
 * Starts the BUILT app (vite preview) and the standalone mock server for real-browser tests
 * and the bench, each on its own port, with a fresh mock database in a temporary file; and,
 * for the bench, another build (the Vue template's) served by the same vite preview.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CompanyAppOrder } from '../../src/api/companyApp';
import type { JobMsg } from '../../src/api/jobMsg';
import { userPaths } from '../../src/api/user';
import { config } from '../../src/config';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${path.basename(command)}] ${chunk.toString()}`));
  return child;
}

export interface RunningStack {
  appUrl: string;
  mockUrl: string;
  /** The mock's chat service (the app reaches it through the preview's proxy under config.chatBase). */
  chatUrl: string;
  /** MOCK_CONTROL_SECRET of this mock server: send it as `x-mock-control` to its control routes. */
  mockSecret: string;
  stop: () => Promise<void>;
}

/** POSTs to a control route of the mock server with the harness's secret; answers the envelope's data, throws when refused. */
async function controlCall<T>(mockUrl: string, secret: string, action: string, body?: unknown): Promise<T> {
  const response = await fetch(`${mockUrl}/__mock__/${action}`, {
    method: 'POST',
    headers: { 'x-mock-control': secret, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as { code?: number; data?: T; error?: string } | null;
  if (!response.ok || envelope?.code !== 200) throw new Error(`mock ${action} failed: ${response.status} ${envelope?.error ?? ''}`.trim());
  return envelope.data as T;
}

/** A cookie to put in a browser context (playwright's addCookies). */
export interface SessionCookie {
  name: string;
  value: string;
  url: string;
}

/**
 * Logs an account in against the mock (the login call the app's form makes) and answers the
 * app's token cookie for `appUrl`: what a browser holds after logging in through the form.
 */
export async function loginCookie(mockUrl: string, appUrl: string, account: { mobile: string; password: string }): Promise<SessionCookie> {
  const response = await fetch(`${mockUrl}${config.apiBase}${userPaths.loginClient}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile: account.mobile, password: account.password }),
  });
  const body = (await response.json().catch(() => null)) as { data?: { token?: string }; error?: string } | null;
  if (!body?.data?.token) throw new Error(`login of ${account.mobile} failed: ${response.status} ${body?.error ?? ''}`.trim());
  return { name: config.tokenCookieName, value: body.data.token, url: appUrl };
}

/** POSTs to a control route of the mock server (reset, expire-sessions) with the harness's secret. */
export async function mockControl(mockUrl: string, secret: string, action: 'reset' | 'expire-sessions'): Promise<void> {
  await controlCall(mockUrl, secret, action);
}

/** Restarts the mock's chat service: down for `downMs`, then listening again; answers when it is (epoch ms). */
export function chatRestart(mockUrl: string, secret: string, downMs: number): Promise<{ downAt: number; upAt: number }> {
  return controlCall(mockUrl, secret, 'chat-restart', { downMs });
}

export interface DeliverAuntMessageBody {
  mobile?: string;
  teacherId?: number;
  auntId?: number;
  text?: string;
  /** 0 text (default), 2 voice (one of the seed's clips). */
  msgType?: 0 | 2;
}

/** An aunt's message to a staff member (stored, then pushed as jobMsg:new to their chat sockets). */
export function deliverAuntMessage(
  mockUrl: string,
  secret: string,
  body: DeliverAuntMessageBody,
): Promise<{ teacherId: number; msgId: number; auntId: number; auntName: string; message: JobMsg }> {
  return controlCall(mockUrl, secret, 'deliver-aunt-message', body);
}

/** The scanned payment of an insurance order (asked for by order/createPay) arrives; answers its payment number. */
export function payInsuranceOrder(mockUrl: string, secret: string, orderId: number): Promise<{ orderId: number; payOrderNo: string }> {
  return controlCall(mockUrl, secret, 'pay-insurance-order', { orderId });
}

/** A member submits a service request in the mini-program (stored pending, pushed to its assignee's bell); answers the request. */
export function submitAppRequest(
  mockUrl: string,
  secret: string,
  body: { companyId?: number; memberId?: number; toMobile?: string; serviceType?: number; budget?: number; remarks?: string },
): Promise<CompanyAppOrder> {
  return controlCall(mockUrl, secret, 'submit-app-request', body);
}

/** A sign-up for a course from the mini-program (refused when full); answers its ids (payId null when not paid). */
export function trainingSignUp(
  mockUrl: string,
  secret: string,
  body: { trainingItemId: number; memberId?: number; auntId?: number; pay?: boolean },
): Promise<{ joinId: number; payId: number | null }> {
  return controlCall(mockUrl, secret, 'training-sign-up', body);
}

/** The standalone mock server of a stack: its own ports and a fresh database in a temporary file. */
function spawnMock(extraEnv: Record<string, string>, ports: { mock: number; chat: number }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-mock-'));
  const mockSecret = randomBytes(16).toString('hex');
  const env = {
    MOCK_PORT: String(ports.mock),
    MOCK_CHAT_PORT: String(ports.chat),
    MOCK_DATA_FILE: path.join(dataDir, 'db.json'),
    MOCK_AUTOSTART: '0',
    VITE_USE_MOCK: 'true',
    MOCK_CONTROL_SECRET: mockSecret,
  };
  // node with tsx's loader rather than the tsx CLI: one process, so stopping it stops the server.
  const child = run(process.execPath, ['--import', 'tsx', 'src/mocks/server.ts'], { ...env, ...extraEnv });
  const mockUrl = `http://127.0.0.1:${ports.mock}`;
  return { env, child, dataDir, mockSecret, mockUrl, chatUrl: `http://127.0.0.1:${ports.chat}`, ready: waitForHttp(`${mockUrl}/__mock__/health`, 30_000) };
}

export type RunningMock = Omit<RunningStack, 'appUrl'>;

/**
 * The standalone mock server alone (for a build served by startDeployedBuild), with `env` added
 * to its settings (e.g. MOCK_DIALECT=b).
 */
export async function startMock(env: Record<string, string> = {}): Promise<RunningMock> {
  const mock = spawnMock(env, { mock: await freePort(), chat: await freePort() });
  await mock.ready;
  return {
    mockUrl: mock.mockUrl,
    chatUrl: mock.chatUrl,
    mockSecret: mock.mockSecret,
    async stop() {
      await stopChildren([mock.child]);
      rmSync(mock.dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the app if dist/ is missing, then serves it with the mock server behind its proxy. */
export async function startStack(): Promise<RunningStack> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    await new Promise<void>((resolve, reject) => {
      const build = spawn(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
      build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
    });
  }
  const mock = spawnMock({}, { mock: await freePort(), chat: await freePort() });
  const appPort = await freePort();
  const app = run(bin('vite'), ['preview', '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'], mock.env);
  const appUrl = `http://127.0.0.1:${appPort}`;
  await mock.ready;
  await waitForHttp(`${appUrl}/login`, 30_000);
  return {
    appUrl,
    mockUrl: mock.mockUrl,
    chatUrl: mock.chatUrl,
    mockSecret: mock.mockSecret,
    async stop() {
      await stopChildren([app, mock.child]);
      rmSync(mock.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Asks each child to stop (SIGTERM: the mock server closes its store first) and waits until it
 * has exited, so the next stack never meets a port or a data file still held. A child that
 * hangs is the caller's timeout to report, not something to walk away from.
 */
async function stopChildren(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }),
  );
}

export interface StaticSite {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves `<projectDir>/dist` with `vite preview` as our build is served (the same static server:
 * hashed files gzipped once and kept in memory, index.html for unknown paths), with
 * staticPreview.config.ts and so no proxy. For a build with nothing to build and no backend (the
 * Vue template).
 */
export async function startStaticPreview(projectDir: string): Promise<StaticSite> {
  if (!existsSync(path.join(projectDir, 'dist', 'index.html'))) throw new Error(`no build to serve: ${path.join(projectDir, 'dist', 'index.html')} is missing`);
  const port = await freePort();
  const server = run(
    bin('vite'),
    [
      'preview',
      projectDir,
      '--config',
      path.join(import.meta.dirname, 'staticPreview.config.ts'),
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 30_000);
  return { url, stop: () => stopChildren([server]) };
}

/**
 * Serves the build in dist/ as a deployment would (deployedPreview.config.ts): its config.json
 * replaced by `configFile`, whose apiBase and chatBase are proxied to the given back end (the
 * mock's API and chat service, with their own base paths). `projectDir`: whose dist/ (this
 * project's by default; another checkout's for the screen comparison, tools/screens).
 */
export async function startDeployedBuild(
  configFile: { apiBase: string; chatBase: string } & Record<string, unknown>,
  backend: { api: string; chat: string },
  projectDir = root,
): Promise<StaticSite> {
  if (!existsSync(path.join(projectDir, 'dist', 'index.html')))
    throw new Error(`no build to serve: ${path.join(projectDir, 'dist', 'index.html')} is missing (npm run build)`);
  const port = await freePort();
  const server = run(
    bin('vite'),
    ['preview', projectDir, '--config', path.join(import.meta.dirname, 'deployedPreview.config.ts'), '--port', String(port), '--strictPort'],
    {
      DEPLOYED_CONFIG: JSON.stringify(configFile),
      DEPLOYED_API: backend.api,
      DEPLOYED_CHAT: backend.chat,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/config.json`, 30_000);
  return { url, stop: () => stopChildren([server]) };
}
