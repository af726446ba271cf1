/**
 * npm run mock:deliver -- --mobile 13800000001 [--aunt ID] [--text '…'] [--voice]
 *
 * Makes an aunt send a message to a staff member of the running mock server (npm run mock or
 * npm run dev on MOCK_PORT): it is stored unread in the aunt's thread with that staff member
 * (the most recent thread when no aunt is named) and pushed to the staff member's open back
 * office at once. The control secret is MOCK_CONTROL_SECRET, else the `control-secret` file the
 * server wrote beside its data file (MOCK_DATA_FILE). Reads the same env files as the server.
 */
import '../loadEnvFiles';
import { parseArgs } from 'node:util';
import type { JobMsg } from '@/api/jobMsg';
import { mockEnv } from '../env';
import { clientControlSecret, controlSecretFile } from '../host/controlSecret';

const USAGE = "usage: npm run mock:deliver -- (--mobile 13800000001 | --teacher USER_ID) [--aunt AUNT_ID] [--text '…'] [--voice]";

interface Delivered {
  teacherId: number;
  msgId: number;
  auntId: number;
  auntName: string;
  message: JobMsg;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      teacher: { type: 'string' },
      aunt: { type: 'string' },
      text: { type: 'string' },
      voice: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const number = (raw: string | undefined, name: string) => {
    if (raw === undefined) return undefined;
    const value = Number(raw);
    return Number.isInteger(value) && value > 0 ? value : fail(`--${name} must be a positive whole number\n${USAGE}`);
  };
  const body = {
    ...(values.mobile !== undefined ? { mobile: values.mobile } : {}),
    ...(values.teacher !== undefined ? { teacherId: number(values.teacher, 'teacher') } : {}),
    ...(values.aunt !== undefined ? { auntId: number(values.aunt, 'aunt') } : {}),
    ...(values.text !== undefined ? { text: values.text } : {}),
    ...(values.voice ? { msgType: 2 } : {}),
  };
  if (!('mobile' in body) && !('teacherId' in body)) fail(USAGE);
  const dataFile = mockEnv.dataFile();
  const secret = clientControlSecret(dataFile);
  if (!secret) fail(`no control secret: set MOCK_CONTROL_SECRET, or start the mock server (npm run mock) so it writes ${controlSecretFile(dataFile)}`);
  const url = `http://127.0.0.1:${mockEnv.port()}/__mock__/deliver-aunt-message`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mock-control': secret }, body: JSON.stringify(body) });
  } catch (error) {
    fail(`the mock server does not answer at ${url} (${error instanceof Error ? error.message : String(error)}): start it with npm run mock or npm run dev`);
  }
  const envelope = (await response.json().catch(() => null)) as { code?: number; data?: Delivered; error?: string } | null;
  if (response.status === 403)
    fail(`refused: the secret does not match the running server's (it makes a new one at each start; ${controlSecretFile(dataFile)})`);
  if (response.status === 404) fail('the running server has no control routes (started with an empty MOCK_CONTROL_SECRET?)');
  if (!envelope || envelope.code !== 200 || !envelope.data) fail(`not delivered: ${envelope?.error ?? `HTTP ${response.status}`}`);
  const { teacherId, msgId, auntId, auntName, message } = envelope.data;
  const what = message.msgType === 2 ? `a voice message (${message.filePath})` : `「${message.textDes}」`;
  console.log(`delivered: ${auntName} (aunt ${auntId}) → staff member ${teacherId}, thread ${msgId}: ${what}`);
}

void main();
