/**
 * The API server's control routes, for the test harness and for a person trying the app. They are
 * not under the API base, so the app's origin cannot reach them through the dev/preview proxy;
 * they answer only POSTs carrying the server's secret in `x-mock-control` (host/controlSecret.ts),
 * never a request from a browser page (one with an Origin header), and not at all (404) when the
 * secret is empty. Bodies are JSON, read strictly, capped like the API's.
 *
 * - /__mock__/health (GET, open): who this server is (tests/tooling/mockBackendPlugin.ts);
 * - /__mock__/reset: a fresh seed (every session ends; open chat connections are dropped);
 * - /__mock__/expire-sessions: every back-office session expires (chat connections too);
 * - /__mock__/deliver-aunt-message {mobile | teacherId, auntId?, text?, msgType?}: an aunt's
 *   message (rules/jobMsgDeliver.ts), committed, then pushed as `jobMsg:new` to that staff
 *   member's chat sockets; answers {teacherId, msgId, auntId, auntName, message};
 * - /__mock__/pay-insurance-order {orderId}: the scanned payment of an insurance order (asked
 *   for by order/createPay) arrives; order/checkPayStatus then finds it paid (0 -> 1); answers
 *   {orderId, payOrderNo}; 40901 when the order waits for no scanned payment;
 * - /__mock__/submit-app-request {companyId?, memberId?, toMobile?, serviceType?, wantedDate?, budget?,
 *   remarks?}: a member submits a service request in the mini-program (rules/appRequestSubmit.ts),
 *   committed, then its assignee is told (`appRequest:new` on their chat sockets); answers the
 *   request as getCompanyAppOrder shows it;
 * - /__mock__/training-sign-up {trainingItemId, memberId? | auntId?, pay?}: a sign-up for a course
 *   from the mini-program (rules/appTraining.ts: 40901 when the course is full, off sale or over),
 *   with its paid order for a priced course unless pay is false; answers {joinId, payId};
 * - /__mock__/chat-restart {downMs? 0-30000, default 1000}: the chat service closes (every
 *   connection dropped), stays down downMs, listens again; answers {downAt, upAt} once it does.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '@/config';
import { getDb } from '../db';
import type { ChatService } from '../chat/service';
import { MAX_RESTART_DOWN_MS } from '../chat/service';
import { MAX_JSON_BODY_BYTES, MOCK_CODES, conflict, failureResponse, runHandler, successResponse, type MockContext } from '../handlers/kit';
import { payScannedInsuranceOrder } from '../rules/insuranceOrders';
import { announceRequest } from '../rules/appRequestEvents';
import { submitFromControl } from '../rules/appRequestSubmit';
import { requestNames, toCompanyAppOrder } from '../rules/appRequestView';
import { signUpForTraining } from '../rules/appTraining';
import { deliverFromControl } from '../rules/jobMsgDeliver';
import { expireAllSessions } from '../rules/session';
import { readStrict } from '../rules/unitedBody';
import type { DataStore } from '../persist/dataStore';
import { BodyTooLarge, readBody, refuseTooLarge, send, toRequest } from './requests';

export interface ControlOptions {
  store: DataStore;
  /** '' = no control routes. */
  secret: string;
  dataFile: string;
  /** The chat service, once it runs. */
  chat: () => ChatService | null;
}

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const DOWN_MS = { type: 'number', integer: true, min: 0, max: MAX_RESTART_DOWN_MS, label: { zh: '停机时长', en: 'downMs' } } as const;

const SIGN_UP = {
  trainingItemId: { type: 'number', integer: true, min: 1, required: true, label: { zh: '课程编号', en: 'trainingItemId' } },
  memberId: { type: 'number', integer: true, min: 1, label: { zh: '会员编号', en: 'memberId' } },
  auntId: { type: 'number', integer: true, min: 1, label: { zh: '阿姨编号', en: 'auntId' } },
  pay: { type: 'boolean', label: { zh: '是否支付', en: 'pay' } },
} as const;

/** The control routes as a `before` of the request host: true when the path was one of them. */
export function controlRoutes({ store, secret, dataFile, chat }: ControlOptions): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  /** Runs a write and makes it durable before the answer. */
  const committed = async <T>(write: () => T): Promise<T> => {
    const since = store.writeCount();
    const result = write();
    await store.commit(since);
    return result;
  };
  const actions: Record<string, (ctx: MockContext) => Promise<unknown>> = {
    '/__mock__/reset': async () => {
      await store.reset();
      chat()?.recheckSessions();
      return { reset: true };
    },
    '/__mock__/expire-sessions': async () => {
      const expired = await committed(() => expireAllSessions());
      chat()?.recheckSessions();
      return { expired };
    },
    '/__mock__/deliver-aunt-message': async (ctx) => {
      const { thread, ...delivered } = await committed(() => deliverFromControl(getDb(), ctx.body));
      chat()?.pushJobMsg(delivered.teacherId, { thread, message: delivered.message });
      return delivered;
    },
    '/__mock__/pay-insurance-order': async (ctx) => {
      const { orderId } = readStrict(ctx.body, {
        orderId: { type: 'number', integer: true, min: 1, required: true, label: { zh: '订单编号', en: 'orderId' } },
      });
      return committed(() => payScannedInsuranceOrder(getDb(), orderId, new Date()));
    },
    '/__mock__/submit-app-request': async (ctx) => {
      const row = await committed(() => submitFromControl(getDb(), ctx.body, Date.now()));
      announceRequest(getDb(), row, 0);
      return toCompanyAppOrder(row, requestNames(getDb(), row.companyId));
    },
    '/__mock__/training-sign-up': async (ctx) => {
      const input = readStrict(ctx.body, SIGN_UP);
      const db = getDb();
      const companyId = db.trainingItems.find((row) => row.trainingItemId === input.trainingItemId)?.companyId ?? 0;
      const { join, pay } = await committed(() => signUpForTraining(db, { ...input, companyId }, Date.now()));
      return { joinId: join.joinId, payId: pay?.payId ?? null };
    },
    '/__mock__/chat-restart': async (ctx) => {
      const { downMs = 1000 } = readStrict(ctx.body, { downMs: DOWN_MS });
      const service = chat();
      if (!service) throw conflict({ zh: '聊天服务没有运行', en: 'The chat service is not running' });
      return service.restart(downMs);
    },
  };

  return async (req, res, url) => {
    if (!url.pathname.startsWith('/__mock__/')) return false;
    if (url.pathname === '/__mock__/health' && req.method === 'GET') {
      // Who this server is, so a dev server finding it on its port can tell whether it is the one
      // it wants (tests/tooling/mockBackendPlugin.ts). Loopback only, like every answer here.
      await send(
        res,
        successResponse({ ok: true, pid: process.pid, dataFile, apiBase: config.apiBase, chatBase: config.chatBase, chatPort: chat()?.port ?? null }),
      );
      return true;
    }
    const action = actions[url.pathname];
    if (!action || secret === '' || req.method !== 'POST') {
      await send(res, failureResponse(MOCK_CODES.notFound, 'Not found', 404));
    } else if (req.headers.origin !== undefined || !secretMatches(req.headers['x-mock-control'], secret)) {
      // A page in a browser always sends Origin with a POST; the test harness never does.
      await send(res, failureResponse(MOCK_CODES.forbidden, 'Control routes need the secret of the test harness', 403));
    } else {
      let body: Buffer;
      try {
        body = await readBody(req, { bytes: MAX_JSON_BODY_BYTES });
      } catch (error) {
        if (error instanceof BodyTooLarge) await refuseTooLarge(req, res, MAX_JSON_BODY_BYTES / 1024);
        else throw error;
        return true;
      }
      await send(res, await runHandler(toRequest(req, url, body), action));
    }
    return true;
  };
}
