// @vitest-environment node
/**
 * The contract kit against the mock, in process (msw answers the kit's fetch): every read call of
 * the contract answers as the contract says, and a server that answers otherwise is reported
 * call by call, field by field.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { config } from '@/config';
import { mockServer } from '@/mocks/node';
import { ADMIN_ACCOUNT, PLATFORM_ACCOUNT } from '@/mocks/db/demoAccounts';
import { runKit } from '../../tools/contract/kit';
import { formatReport } from '../../tools/contract/report';
import { loadContractSchema } from '../../tools/contract/schemaFile';

const target = `http://localhost${config.apiBase}`;
const schema = loadContractSchema();
const kit = (only?: string[], account = ADMIN_ACCOUNT) => runKit({ target, mobile: account.mobile, password: account.password, schema, only });

afterEach(() => mockServer.resetHandlers());

describe('the contract kit', () => {
  it('finds every read call of the mock as the contract says: all green, nothing skipped (the platform’s call as the platform)', async () => {
    const report = await kit();
    const notGreen = report.calls.filter((call) => call.result !== 'ok');
    expect(notGreen.map((call) => `${call.path} ${call.result} ${call.message ?? ''} ${JSON.stringify(call.findings)}`)).toEqual([
      '/platform/page-manage/pageList not permitted code 40301: log in as an account that may make it []',
    ]);
    expect(report.failed).toBe(false);
    const platform = await kit(['/platform/page-manage/pageList'], PLATFORM_ACCOUNT);
    expect(platform.calls).toEqual([
      expect.objectContaining({ path: '/user/loginClient', result: 'ok', findings: [] }),
      expect.objectContaining({ path: '/platform/page-manage/pageList', result: 'ok', findings: [] }),
    ]);
    expect(report.calls.length).toBeGreaterThan(80);
    expect(formatReport(report)).toContain('The app’s calls answer as the contract says.');
  });

  it('names the missing field, the extra one and the one of another type, and fails the run', async () => {
    mockServer.use(
      http.post(`*${config.apiBase}/company/getUsers`, () =>
        HttpResponse.json({ code: 200, success: true, data: [{ userId: '7', contact: '王芳', fullName: '王芳' }], error: null }),
      ),
    );
    const report = await kit(['/company/getUsers']);
    const call = report.calls.find((one) => one.path === '/company/getUsers');
    expect(call?.result).toBe('differs');
    expect(call?.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'data[].userId', kind: 'type', expected: 'number', actual: 'string' }),
        expect.objectContaining({ field: 'data[].fullName', kind: 'extra' }),
        expect.objectContaining({ field: 'data[].mobile', kind: 'missing' }),
      ]),
    );
    expect(report.failed).toBe(true);
    const table = formatReport(report);
    expect(table).toMatch(/\/company\/getUsers\s+differs\s+data\[\]\.mobile/);
    expect(table).toContain('FAILED');
  });

  it('reports an optional call a server lacks as not offered, without failing the run', async () => {
    mockServer.use(http.post(`*${config.apiBase}/user/getUserTasks`, () => new HttpResponse(null, { status: 404 })));
    const report = await kit(['/user/getUserTasks']);
    expect(report.calls).toEqual([
      expect.objectContaining({ path: '/user/loginClient', result: 'ok' }),
      expect.objectContaining({ path: '/user/getUserTasks', result: 'not offered', optional: true }),
    ]);
    expect(report.failed).toBe(false);
  });
});
