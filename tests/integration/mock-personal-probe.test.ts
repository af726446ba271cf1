// @vitest-environment node
/**
 * The personal-data probe (issue 38, "how it is checked"): every read call of the contract the app
 * uses (the contract kit's calls, tools/contract/calls.ts) against the seeded mock as the admin;
 * lists the calls whose answers carry an unmasked mainland mobile (11 digits) or identity number
 * (18 characters), or a stored detailed address verbatim (every string field of the seeded db
 * named like an address, holding a number (a house number: not a place name like 门店面试室) and
 * changed by maskAddress; an interview place typed as a street address is stored first); the reveal call is not a read and is not
 * among them. Aunts', employers' and insured persons' numbers appear nowhere; what still does is
 * listed below with its reason. No stored address appears in any answer.
 */
import { describe, expect, it } from 'vitest';
import { decodeAnswer, encodeRequest } from '@/api/boundary';
import { config } from '@/config';
import { SEEKING_WORK } from '@/domain/orderGraph';
import { maskAddress } from '@/domain/personalData';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { runKit } from '../../tools/contract/kit';
import { loadContractSchema } from '../../tools/contract/schemaFile';

const INTERVIEW_HOME = '朝阳区建国路88号5栋302室';
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/;
const IDENTITY = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/;

withFreshMockDb();

/** Every stored detailed address of the db: string fields named like an address, with a number, that masking changes. */
function storedAddresses(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (/address$/i.test(key) && /\d/.test(value) && maskAddress(value) !== value.trim()) found.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [field, inner] of Object.entries(value)) walk(inner, field);
    }
  };
  walk(getDb(), '');
  return found;
}

/** One call to the mock as the kit sends it (the axios client needs a browser); answers its data (a list: its rows). */
async function post(path: string, body: unknown, token: string, list = false): Promise<unknown> {
  const response = await fetch(`http://localhost${config.apiBase}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [config.tokenHeader]: token },
    body: JSON.stringify(encodeRequest(path, body, { list })),
  });
  const answer = decodeAnswer(path, await response.text(), { list });
  expect(answer?.success).toBe(true);
  return answer?.data;
}

/** Runs the contract kit as the admin over every read, keeping each answer's text by its call. */
async function probe() {
  const answers: { path: string; text: string }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    answers.push({ path: url.pathname.replace(config.apiBase, ''), text: await response.clone().text() });
    return response;
  };
  const report = await runKit({
    target: `http://localhost${config.apiBase}`,
    mobile: ADMIN_ACCOUNT.mobile,
    password: ADMIN_ACCOUNT.password,
    schema: loadContractSchema(),
    fetchImpl,
  });
  return { report, answers };
}

describe('the personal-data probe', () => {
  it('finds unmasked mobiles or identity numbers only in the listed reads', async () => {
    const { report, answers } = await probe();
    expect(report.calls.length).toBeGreaterThan(80);
    const leaking = [...new Set(answers.filter(({ text }) => MOBILE.test(text) || IDENTITY.test(text)).map(({ path }) => path))].sort();
    // Still answered in full, each for a reason (issue 38 stays open for them):
    expect(leaking).toEqual(
      [
        '/user/getUserInfo', // the signed-in user's own mobile (and the login's answer)
        '/user/loginClient',
      ].sort(),
    );
  });

  it('finds no stored detailed address verbatim in any answer', async () => {
    // The seeded interview places are place names (门店面试室): store a street address as one on the order the kit reads
    // (the first of /order/list), for an aunt recommended to it: in her place and its history entry.
    const token = tokenFor(ADMIN_ACCOUNT);
    const rows = (await post('/order/list', { page: 1, pageSize: 20 }, token, true)) as { orderId: number }[];
    const orderId = rows[0]!.orderId;
    const order = getDb().orders.find((row) => row.orderId === orderId)!;
    const aunt = getDb().aunts.find(
      (row) =>
        row.companyId === order.companyId && row.isDeleted === 0 && row.workStatus === SEEKING_WORK && !order.candidates.some((c) => c.auntId === row.auntId),
    )!;
    await post('/order/recommendAunt', { orderId, auntIds: [aunt.auntId] }, token);
    await post('/order/appointmentInterview', { orderId, auntId: aunt.auntId, interviewTime: '2026-12-20T02:00:00.000Z', address: INTERVIEW_HOME }, token);
    expect(getDb().orderHistory.at(-1)).toMatchObject({ orderId, action: 'appointmentInterview', detail: INTERVIEW_HOME });
    const addresses = [...storedAddresses()];
    expect(addresses).toContain(INTERVIEW_HOME);
    expect(addresses.length).toBeGreaterThan(20);
    const { answers } = await probe();
    const leaking = answers.flatMap(({ path, text }) => {
      const full = addresses.find((address) => text.includes(JSON.stringify(address).slice(1, -1)));
      return full === undefined ? [] : [`${path}: ${full}`];
    });
    expect([...new Set(leaking)].sort()).toEqual([]);
  });
});
