/**
 * The standalone mock server as a real process, tried the way a crash, a careless user or an
 * attacker would: kill -9 in the middle of a write burst loses no acknowledged write; a damaged
 * data file is moved aside, never overwritten; oversize bodies are refused while they stream;
 * control routes are out of the app's reach; the journal is folded into the snapshot by a worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { employerPaths } from '@/api/employer';
import { financePaths, type FundLedgerEntry } from '@/api/finance';
import { insurancePaths } from '@/api/insurance';
import { userPaths } from '@/api/user';
import { sysPaths } from '@/api/sys';
import { MAX_UPLOAD_BYTES } from '@/mocks/rules/files';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { mockServer } from '@/mocks/node';
import { dataPaths, readData } from '@/mocks/persist/dataFiles';
import { freePort, payInsuranceOrder } from '../tooling/servers';
import { mockBackendPlugin } from '../tooling/mockBackendPlugin';
import { orderInput } from './mock-insurance-helpers';

// These tests talk to a real server over the network: msw/node must not answer for it.
beforeAll(() => mockServer.close());
afterAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));

const root = path.resolve(import.meta.dirname, '..', '..');
/** A busy machine starts a tsx process slowly; the limit is for a stuck server, not a slow one. */
const START_LIMIT_MS = 120_000;
const SLOW = 300_000;

interface Server {
  url: string;
  /** The chat service's port beside it. */
  chatPort: number;
  child: ChildProcess;
  output: () => string;
}

let dir: string;
let running: Server[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mock-server-'));
});
afterEach(async () => {
  for (const server of running) await stop(server, 'SIGKILL');
  running = [];
  rmSync(dir, { recursive: true, force: true });
});

const dataFile = () => path.join(dir, 'db.json');

/**
 * Starts the server on a free port with the test's data file. With `fromEnvFiles`, it runs in the
 * test's directory instead and gets neither from the environment: it must read them from the
 * env files there, as `npm run mock` does.
 */
async function start(env: Record<string, string> = {}, fromEnvFiles?: { port: number; chatPort: number }): Promise<Server> {
  const port = fromEnvFiles?.port ?? (await freePort());
  const chatPort = fromEnvFiles?.chatPort ?? (await freePort());
  const { MOCK_PORT: _port, MOCK_CHAT_PORT: _chatPort, MOCK_DATA_FILE: _file, MOCK_CONTROL_SECRET: _secret, ...inherited } = process.env;
  const settings = fromEnvFiles
    ? { ...inherited, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'), ...env }
    : { ...inherited, MOCK_PORT: String(port), MOCK_CHAT_PORT: String(chatPort), MOCK_DATA_FILE: dataFile(), ...env };
  // node itself with tsx's loader: one process, so SIGKILL kills the server (the tsx CLI would leave its child running).
  // tsx by its file: `--import tsx` is resolved from the cwd, which may be the test's directory.
  const tsx = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'src/mocks/server.ts')], {
    cwd: fromEnvFiles ? dir : root,
    env: settings,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = { url: `http://127.0.0.1:${port}`, chatPort, child, output: () => output };
  running.push(server);
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${server.url}/__mock__/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`mock server did not answer within ${START_LIMIT_MS} ms:\n${output}`);
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

async function call<T>(server: Server, call: string, body: unknown, token?: string): Promise<{ status: number; code: number; data: T; error: string | null }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers[config.tokenHeader] = token;
  const response = await fetch(`${server.url}${config.apiBase}${call}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: number; data: T; error: string | null };
  return { status: response.status, ...envelope };
}

async function login(server: Server): Promise<string> {
  const answer = await call<{ token: string }>(server, userPaths.loginClient, { mobile: ADMIN_ACCOUNT.mobile, password: ADMIN_ACCOUNT.password });
  return answer.data.token;
}

describe('the standalone mock server', () => {
  it(
    'loses no acknowledged write when killed with SIGKILL during a burst of 20 clients, and loads them all again',
    async () => {
      const server = await start();
      const token = await login(server);
      const acknowledged: number[] = [];
      const unexpected: unknown[] = [];
      let killed = false;
      let sequence = 0;
      const client = async () => {
        while (!killed) {
          sequence += 1;
          const mobile = `155${String(sequence).padStart(8, '0')}`;
          try {
            const answer = await call<{ employerId: number }>(server, employerPaths.createEmployer, { employerName: `压力测试${sequence}`, mobile }, token);
            if (answer.code !== 200) throw new Error(`refused: ${answer.error}`);
            acknowledged.push(answer.data.employerId);
          } catch (error) {
            if (!killed) unexpected.push(error); // after the kill: this one was never acknowledged
            return;
          }
        }
      };
      const clients = Array.from({ length: 20 }, client);
      // Kill it while the clients are still writing.
      while (acknowledged.length < 150 && unexpected.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      killed = true;
      await stop(server, 'SIGKILL');
      await Promise.all(clients);
      expect(unexpected).toEqual([]);

      const loaded = readData(dataPaths(dataFile()), null);
      const stored = new Set(loaded?.db.employers.map((row) => row.employerId));
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(acknowledged.filter((employerId) => !stored.has(employerId))).toEqual([]);

      const again = await start();
      const token2 = await login(again);
      const last = acknowledged.at(-1)!;
      const list = await call<Array<{ employerId: number }>>(again, employerPaths.getEmployerByFilter, { keyword: '压力测试', page: 1, pageSize: 50 }, token2);
      expect(list.code).toBe(200);
      expect(again.output()).toMatch(/journal entries replayed/);
      expect(readData(dataPaths(dataFile()), null)?.db.employers.some((row) => row.employerId === last)).toBe(true);
    },
    SLOW,
  );

  it(
    'charges an insurance order once over HTTP: of 20 pays sent together one is answered; after a scanned payment none takes the balance; a cancel refunds the way it was paid',
    async () => {
      const secret = randomBytes(16).toString('hex');
      const server = await start({ MOCK_CONTROL_SECRET: secret });
      const token = await login(server);
      const balance = async () => (await call<{ balance: number }>(server, financePaths.accountBalance, {}, token)).data.balance;
      const ledgerOf = async (orderId: number) =>
        (await call<FundLedgerEntry[]>(server, financePaths.accountLedger, { page: 1, pageSize: 100 }, token)).data
          .filter((entry) => entry.insuranceOrderId === orderId)
          .map((entry) => [entry.reason, entry.amount]);
      const create = async () => (await call<{ orderId: number }>(server, insurancePaths.orderCreate, orderInput(), token)).data.orderId;
      /** 20 pays of the order at once, half pay and half payAndInsure: the codes answered, sorted. */
      const twentyPays = async (orderId: number) => {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            call<{ paidBy: string }>(server, index % 2 ? insurancePaths.orderPay : insurancePaths.orderPayAndInsure, { orderId }, token),
          ),
        );
        return { codes: answers.map((answer) => answer.code).sort(), paidBy: answers.find((answer) => answer.code === 200)?.data.paidBy };
      };
      const opening = await balance();

      const byBalance = await create();
      expect(await twentyPays(byBalance)).toEqual({ codes: [200, ...Array.from({ length: 19 }, () => 40901)], paidBy: 'balance' });
      expect(await balance()).toBe(opening - 25);
      expect(await ledgerOf(byBalance)).toEqual([['insurancePay', -25]]);

      const byScan = await create();
      expect((await call(server, insurancePaths.orderCreatePay, { orderId: byScan }, token)).code).toBe(200);
      expect(await payInsuranceOrder(server.url, secret, byScan)).toMatchObject({ orderId: byScan });
      expect(await twentyPays(byScan)).toEqual({ codes: [200, ...Array.from({ length: 19 }, () => 40901)], paidBy: 'scan' });
      expect(await balance()).toBe(opening - 25);
      expect(await ledgerOf(byScan)).toEqual([]);

      expect((await call(server, insurancePaths.orderCancel, { orderId: byBalance }, token)).data).toMatchObject({
        insuredStatus: 4,
        refund: 25,
        refundTo: 'balance',
      });
      expect(await ledgerOf(byBalance)).toEqual([
        ['insuranceRefund', 25],
        ['insurancePay', -25],
      ]);
      expect((await call(server, insurancePaths.orderCancel, { orderId: byScan }, token)).data).toMatchObject({
        insuredStatus: 4,
        refund: 25,
        refundTo: 'scan',
      });
      expect(await ledgerOf(byScan)).toEqual([]);
      expect(await balance()).toBe(opening);
      expect((await call(server, insurancePaths.orderDetails, { orderId: byScan }, token)).data).toMatchObject({ insuredStatus: 4, paidBy: 'scan' });
    },
    SLOW,
  );

  it(
    'never overwrites a data file it cannot load: moves it aside, says so, and starts from a fresh seed',
    async () => {
      writeFileSync(dataFile(), '{"marker":"mock-backend-7f3a","version":8,"aunts":[{"auntId":"oops"}]');
      const server = await start();
      const backups = readdirSync(dir).filter((name) => name.startsWith('db.json.damaged-'));
      expect(backups).toHaveLength(1);
      expect(readFileSync(path.join(dir, backups[0]!, 'db.json'), 'utf8')).toBe('{"marker":"mock-backend-7f3a","version":8,"aunts":[{"auntId":"oops"}]');
      expect(server.output()).toContain(`${dataFile()} could not be loaded: it is not valid JSON`);
      expect(server.output()).toContain('npm run mock:reset');
      expect((await login(server)).length).toBeGreaterThan(10);
    },
    SLOW,
  );

  it(
    'refuses oversize bodies with 413 and an envelope error while they stream in, and keeps serving',
    async () => {
      const server = await start();
      const token = await login(server);
      // Declared too large: refused before a byte of the body is read.
      const declared = await rawPost(
        server,
        `${config.apiBase}${userPaths.setTheme}`,
        { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) },
        null,
      );
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body)).toMatchObject({ code: 41301, success: false, error: '请求内容过大（上限 1024KB）' });
      // Streamed without a length: 2 MiB sent and the request left open. The answer comes while the
      // client is still sending; a server that waited for the whole body would never answer.
      const streamed = await rawPost(
        server,
        `${config.apiBase}${userPaths.setTheme}`,
        { 'content-type': 'application/json', [config.tokenHeader]: token },
        2 * 1024 * 1024,
      );
      expect(streamed.status).toBe(413);
      // An upload over the spec's cap (102400 KB).
      const upload = await rawPost(
        server,
        `${config.apiBase}${sysPaths.uploadFile}`,
        { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(101 * 1024 * 1024), [config.tokenHeader]: token },
        null,
      );
      expect(upload.status).toBe(413);
      expect(JSON.parse(upload.body).error).toBe('请求内容过大（上限 102400KB）');
      // A file one byte over the cap (and a few more, so the bytes show it is no delimiter), in a
      // body still far under the multipart room and never ended: refused as soon as the file passes
      // the cap. A server that waited for the whole body (and parsed it) would never answer.
      const boundary = '----WebKitFormBoundaryQ3f9xLr2';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
      const lead = Buffer.concat([head, Buffer.alloc(1 + `\r\n--${boundary}`.length, 0x20)]);
      const file = await rawPost(
        server,
        `${config.apiBase}${sysPaths.uploadFile}`,
        { 'content-type': `multipart/form-data; boundary=${boundary}`, [config.tokenHeader]: token },
        lead.length + MAX_UPLOAD_BYTES,
        lead,
      );
      expect(file.status).toBe(413);
      expect(JSON.parse(file.body)).toMatchObject({ code: 41301, success: false, error: '请求内容过大（上限 102400KB）' });
      expect((await call(server, userPaths.setTheme, { primaryColor: '#1890FF' }, token)).code).toBe(200);
    },
    SLOW,
  );

  it(
    'keeps the control routes off the API base, behind the harness secret, and shut to browser pages',
    async () => {
      const secret = randomBytes(16).toString('hex');
      const server = await start({ MOCK_CONTROL_SECRET: secret });
      const token = await login(server);
      const alive = async () => (await call(server, userPaths.getMenu, {}, token)).code === 200;
      const control = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { method: 'POST', headers });

      // Through the API base (what the dev/preview proxy forwards from the app's origin): no such route.
      expect((await control(`${config.apiBase}/__mock__/reset`)).status).toBe(404);
      // A cross-site page's simple POST (no secret, an Origin header): refused.
      expect((await control('/__mock__/reset', { origin: 'https://evil.example', 'content-type': 'text/plain' })).status).toBe(403);
      // Even with the secret, a request from a page (Origin) is refused.
      expect((await control('/__mock__/reset', { origin: 'https://evil.example', 'x-mock-control': secret })).status).toBe(403);
      expect((await control('/__mock__/reset', { 'x-mock-control': 'wrong' })).status).toBe(403);
      expect(await alive()).toBe(true);
      // The harness, with the secret: the reset happens and ends every session.
      expect((await control('/__mock__/reset', { 'x-mock-control': secret })).status).toBe(200);
      expect(await alive()).toBe(false);

      // Started with an empty secret: no control routes at all.
      await stop(server, 'SIGTERM');
      const off = await start({ MOCK_CONTROL_SECRET: '' });
      expect((await fetch(`${off.url}/__mock__/reset`, { method: 'POST', headers: { 'x-mock-control': '' } })).status).toBe(404);
      expect(readdirSync(dir)).not.toContain('control-secret');

      // Started without one (npm run mock): it makes one and keeps it beside the data file for its owner only.
      await stop(off, 'SIGTERM');
      const plain = await start();
      const secretFile = path.join(dir, 'control-secret');
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      const made = readFileSync(secretFile, 'utf8').trim();
      expect(made).toMatch(/^[0-9a-f]{48}$/);
      expect((await fetch(`${plain.url}/__mock__/expire-sessions`, { method: 'POST', headers: { 'x-mock-control': 'wrong' } })).status).toBe(403);
      expect((await fetch(`${plain.url}/__mock__/expire-sessions`, { method: 'POST', headers: { 'x-mock-control': made } })).status).toBe(200);
    },
    SLOW,
  );

  it(
    'folds the journal into the snapshot in a worker once it grows, and loads the result',
    async () => {
      const server = await start({ MOCK_COMPACT_AT_BYTES: '4096' });
      const token = await login(server);
      for (let n = 0; n < 12; n += 1)
        expect(
          (await call(server, employerPaths.createEmployer, { employerName: `折叠${n}`, mobile: `1660000${String(n).padStart(4, '0')}` }, token)).code,
        ).toBe(200);
      const paths = dataPaths(dataFile());
      const deadline = Date.now() + START_LIMIT_MS;
      while (readSnapshotSeq(paths.snapshot) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readSnapshotSeq(paths.snapshot)).toBeGreaterThan(0);
      await stop(server, 'SIGKILL');
      expect(readData(paths, null)?.db.employers.filter((row) => row.employerName.startsWith('折叠'))).toHaveLength(12);
    },
    SLOW,
  );
});

function readSnapshotSeq(file: string): number {
  try {
    const text = readFileSync(file, 'utf8');
    return Number(/"seq":(\d+)/.exec(text.slice(0, 200))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * A raw POST. With `streamBytes`, that many body bytes are sent (`lead` first, then spaces, 64 KiB
 * at a time) and the request is left open (never ended) until the server answers; without, only
 * the headers go.
 */
function rawPost(
  server: Server,
  pathname: string,
  headers: Record<string, string>,
  streamBytes: number | null,
  lead = Buffer.alloc(0),
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, server.url);
    let answered = false;
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (response) => {
      answered = true;
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    if (streamBytes === null) {
      request.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    request.write(lead);
    let sent = lead.length;
    const pump = () => {
      while (!answered && sent < streamBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

describe('the mock as a developer starts it', () => {
  it(
    'reads MOCK_PORT and MOCK_DATA_FILE from .env.local, as npm run dev does, and says who it is',
    async () => {
      const [port, chatPort] = [await freePort(), await freePort()];
      writeFileSync(path.join(dir, '.env'), 'MOCK_PORT=1\n');
      writeFileSync(path.join(dir, '.env.local'), `MOCK_PORT=${port}\nMOCK_CHAT_PORT=${chatPort}\nMOCK_DATA_FILE=state/db.json\n`);
      const server = await start({}, { port, chatPort });
      expect(server.output()).toContain(`listening on http://127.0.0.1:${port}`);
      expect(server.output()).toContain(`chat service listening on http://127.0.0.1:${chatPort}`);
      const health = (await (await fetch(`${server.url}/__mock__/health`)).json()) as { data: { dataFile: string; apiBase: string; pid: number } };
      expect(health.data).toMatchObject({ dataFile: path.join(dir, 'state', 'db.json'), apiBase: config.apiBase, pid: server.child.pid, chatPort });
      expect(readdirSync(path.join(dir, 'state'))).toContain('db.json');
    },
    SLOW,
  );

  it(
    'is reused by the dev server only when it serves the wanted data file; otherwise the dev server refuses, saying why',
    async () => {
      const server = await start();
      const port = Number(new URL(server.url).port);
      const logged: string[] = [];
      const devServer = (plugin: ReturnType<typeof mockBackendPlugin>) =>
        (plugin.configureServer as (server: unknown) => Promise<void>)({
          config: { logger: { info: (line: string) => logged.push(line) } },
          httpServer: { once: () => undefined },
        });
      const options = { enabled: true, port, chatPort: server.chatPort, root, apiBase: config.apiBase, mode: 'development' };

      await expect(devServer(mockBackendPlugin({ ...options, dataFile: path.join(dir, 'other.json') }))).rejects.toThrow(
        `the mock server on 127.0.0.1:${port} (pid ${server.child.pid}) serves ${dataFile()}, not ${path.join(dir, 'other.json')}: stop it, or choose another port with MOCK_PORT`,
      );
      await expect(devServer(mockBackendPlugin({ ...options, dataFile: dataFile(), apiBase: '/other-api' }))).rejects.toThrow(
        'serves the API under /api, not /other-api',
      );
      await expect(devServer(mockBackendPlugin({ ...options, dataFile: dataFile(), chatPort: server.chatPort + 1 }))).rejects.toThrow(
        `runs its chat service on port ${server.chatPort}, not ${server.chatPort + 1}`,
      );
      await devServer(mockBackendPlugin({ ...options, dataFile: dataFile() }));
      expect(logged).toEqual([`mock backend: using the mock server already on 127.0.0.1:${port} (pid ${server.child.pid}, data file ${dataFile()})`]);

      // Something else on the port is never taken for the mock.
      const other = http.createServer((_req, res) => res.end('not a mock'));
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const otherPort = (other.address() as { port: number }).port;
      try {
        await expect(devServer(mockBackendPlugin({ ...options, port: otherPort, dataFile: dataFile() }))).rejects.toThrow(
          `something that is not the mock backend answers on 127.0.0.1:${otherPort}`,
        );
      } finally {
        other.close();
      }
    },
    SLOW,
  );
});
