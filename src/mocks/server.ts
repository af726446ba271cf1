/**
 * Standalone mock backend: the same msw handlers as the tests, served over plain HTTP on
 * 127.0.0.1:MOCK_PORT (default 3300) for `npm run dev`, `vite preview` and the browser tests,
 * and beside it the joint-hall chat service on 127.0.0.1:MOCK_CHAT_PORT (default MOCK_PORT + 1:
 * its REST calls, socket.io and the presence websocket; chat/service.ts), sharing the one store.
 *
 *   npm run mock               start (state from MOCK_DATA_FILE; seeded when there is none;
 *                              MOCK_DIALECT=b answers as another server would: dialect.ts)
 *   npm run mock:reset         reseed, write the data file and exit (--reset-only)
 *   npm run mock:deliver       an aunt's message to a staff member (cli/deliver.ts)
 *
 * - Every change is journaled and fsynced before its request is answered (persist/dataStore.ts):
 *   an answered write survives kill -9. A failed save is answered as an error, never dropped.
 * - Bodies are capped while they stream in (host/requests.ts): JSON at 1 MiB, uploads at the
 *   spec's 102400 KB; a larger one is refused with 413 and an envelope error before it is read whole.
 * - Control routes (/__mock__/reset, expire-sessions, deliver-aunt-message, chat-restart;
 *   host/control.ts) are not under the API base, so the app's origin cannot reach them through
 *   the dev/preview proxy; they answer only requests carrying the secret in `x-mock-control`
 *   (MOCK_CONTROL_SECRET, else one made at start and written to `control-secret` beside the data
 *   file, mode 0600; set it empty for none), and never a request from a browser page (Origin).
 */
// First: the env files, before any module below reads a setting.
import './loadEnvFiles';
import http from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/config';
import { getDb, seededDb, snapshot } from './db';
import { mockDialect } from './dialect';
import { mockEnv } from './env';
import { apiHandlers } from './handlers';
import { everyChinaDay, raiseAllReminders } from './rules/notices';
import { purgeRecycleBin } from './rules/recyclebinPurge';
import { startChatService, type ChatService } from './chat/service';
import { controlRoutes } from './host/control';
import { serverControlSecret } from './host/controlSecret';
import { requestHost } from './host/requests';
import { atomicWriteFileSync } from './persist/atomic';
import { dataPaths } from './persist/dataFiles';
import { DataStore } from './persist/dataStore';
import { DataFileInUse, acquireLock } from './persist/lock';

const port = mockEnv.port();
const chatPort = mockEnv.chatPort();
const dataFile = path.resolve(process.cwd(), mockEnv.dataFile());

/** npm run mock:reset: a fresh seed over the data files, refused while a server uses them. */
function resetOnly(): void {
  const paths = dataPaths(dataFile);
  const release = acquireLock(paths.lock, mockEnv.dataFile());
  try {
    atomicWriteFileSync(paths.snapshot, snapshot(seededDb()));
    for (const file of [paths.journal, paths.compacting, paths.blobs]) rmSync(file, { recursive: true, force: true });
    console.log(`mock state reseeded into ${dataFile}`);
  } finally {
    release();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--reset-only')) return resetOnly();
  const store = await DataStore.open(dataFile, { compactAtBytes: mockEnv.compactAtBytes() ?? undefined });
  // Each company's recycle-bin retention, applied to what aged while the server was down.
  const since = store.writeCount();
  purgeRecycleBin(Date.now());
  // The reminders due by the data's dates, at start and after each China midnight (once per record and date).
  raiseAllReminders(getDb(), Date.now());
  await store.commit(since);
  const stopReminders = everyChinaDay(() => {
    const before = store.writeCount();
    raiseAllReminders(getDb(), Date.now());
    store.commit(before).catch((error: unknown) => console.error('mock server: the day’s reminders were not saved', error));
  });
  const { secret, file: secretFile } = serverControlSecret(dataFile);
  let chat: ChatService | null = null;
  const control = controlRoutes({ store, secret, dataFile, chat: () => chat });
  const answer = requestHost({ store, handlers: apiHandlers, origin: () => `http://127.0.0.1:${port}`, before: control });
  // The chat service first: once the API answers (its health is what starters wait for), the chat does too.
  try {
    chat = await startChatService({ store, port: chatPort });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`mock server: the chat service could not listen on 127.0.0.1:${chatPort} (${reason}); choose another port with MOCK_CHAT_PORT`);
    await store.close();
    process.exit(1);
  }
  console.log(`chat service listening on http://127.0.0.1:${chatPort} (REST, socket.io and presence under ${config.chatBase})`);
  const server = http.createServer((req, res) => void answer(req, res));
  // Slow or stalled clients are cut off instead of holding sockets forever.
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;
  server.listen(port, '127.0.0.1', () =>
    console.log(
      `mock server listening on http://127.0.0.1:${port} (API ${config.apiBase}, data file ${dataFile}, pid ${process.pid})${mockDialect() === 'b' ? ', speaking dialect b (MOCK_DIALECT)' : ''}`,
    ),
  );
  if (secretFile) console.log(`control routes: secret in ${secretFile} (npm run mock:deliver reads it)`);
  else if (secret === '') console.log('control routes: off (MOCK_CONTROL_SECRET is empty)');

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stopReminders();
    server.close();
    server.closeAllConnections();
    void Promise.allSettled([chat?.close()])
      .then(() => store.close())
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataFileInUse ? `mock server: ${error.message}` : error);
  process.exit(1);
});
