/**
 * The mock's second dialect (mocks/dialect.ts, MOCK_DIALECT=b) and the app against it with only
 * its runtime configuration (deploy/dialect-b.config.json): lists page by pageNum and answer
 * rows/total, codes come as strings with the message in `msg`, the employer family names its
 * fields otherwise both ways, and the pages table names components Vue-style at other paths.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auntPaths, getAunts } from '@/api/aunt';
import { getUsers } from '@/api/company';
import { createEmployer, employerPaths, getEmployerByFilter } from '@/api/employer';
import { isApiError } from '@/api/errors';
import { getMenu, userPaths, type SysPage } from '@/api/user';
import { applyRuntimeConfig, config } from '@/config';
import { pageModuleOf, resolvePageModule } from '@/domain/pageModules';
import { flattenPageTree } from '@/domain/pageTree';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { setMockDialect } from '@/mocks/dialect';
import { tokenFor, speakMockDialect, withFreshMockDb } from '@/mocks/testing';
import { setToken, removeToken } from '@/auth/token';
import { recordBodies, rejection } from '../requests';

type Json = Record<string, unknown>;

const DIALECT_B_FILE = path.resolve(import.meta.dirname, '../../deploy/dialect-b.config.json');
const dialectConfig: unknown = JSON.parse(readFileSync(DIALECT_B_FILE, 'utf8'));

withFreshMockDb();
speakMockDialect('b');

let token = '';
beforeEach(() => {
  token = tokenFor(ADMIN_ACCOUNT);
});

/** A call as any client of dialect b sends it: its own names, answered as its server answers. */
async function call(apiPath: string, body: unknown): Promise<Json> {
  const response = await fetch(`${location.origin}${config.apiBase}${apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [config.tokenHeader]: token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Json;
}

describe('the mock in dialect b', () => {
  it('pages a list by pageNum and answers {code: "200", msg, rows, total}', async () => {
    const page2 = await call(auntPaths.getAunts, { scope: 'all', pageNum: 2, pageSize: 5 });
    expect(page2).toEqual({ code: '200', msg: '操作成功', rows: expect.any(Array), total: expect.any(Number) });
    const page1 = await call(auntPaths.getAunts, { scope: 'all', pageNum: 1, pageSize: 5 });
    setMockDialect('ours');
    const ours = await call(auntPaths.getAunts, { scope: 'all', page: 2, pageSize: 5 });
    const ids = (rows: unknown) => (rows as Array<{ auntId: number }>).map((row) => row.auntId);
    expect(ids(page2.rows)).toHaveLength(5);
    expect(ids(page2.rows)).toEqual(ids(ours.data));
    expect(ids(page2.rows)).not.toEqual(ids(page1.rows));
    expect(page2.total).toBe(ours.total);
  });

  it('answers the employer family in its names and stores what it is sent in them', async () => {
    const list = await call(employerPaths.getEmployerByFilter, { pageNum: 1, pageSize: 3 });
    const row = (list.rows as Json[])[0]!;
    const stored = getDb().employers.find((employer) => employer.employerId === row.customerId)!;
    expect(row).toMatchObject({ customerId: stored.employerId, customerName: stored.employerName });
    expect(row).not.toHaveProperty('employerId');
    expect(row).not.toHaveProperty('employerName');
    expect(row).not.toHaveProperty('mobile');

    const before = getDb().employers.length;
    const created = await call(employerPaths.createEmployer, { customerName: '方言雇主', phone: '13912345678' });
    expect(created.code).toBe('200');
    const data = created.data as Json;
    const saved = getDb().employers.at(-1)!;
    expect(getDb().employers).toHaveLength(before + 1);
    expect(saved).toMatchObject({ employerId: data.customerId, employerName: '方言雇主', mobile: '13912345678' });
    // Answered in its names, the mobile masked as every read is (stored in full above).
    expect(data).toMatchObject({ customerName: '方言雇主', phone: '139****5678' });
  });

  it('refuses in its envelope (string code, msg) and stores nothing', async () => {
    const employerState = () => JSON.stringify([getDb().employers, getDb().counters]);
    const before = employerState();
    const refused = await call(employerPaths.createEmployer, { customerName: '方言雇主' });
    expect(refused).toMatchObject({ code: '40001', msg: expect.stringContaining('手机') });
    expect(refused).not.toHaveProperty('error');
    expect(employerState()).toBe(before);
  });

  it('names its pages Vue-style and mounts the aunt pages under /worker', async () => {
    const pages = (await call(userPaths.getMenu, {})).data as SysPage[];
    const byName = (name: string) => pages.find((page) => page.pageName === name)!;
    expect(byName('AuntManage')).toMatchObject({ component: 'Layout', routePath: '/aunt', redirectPath: '/worker/list' });
    expect(byName('AuntAll')).toMatchObject({ component: 'views/worker/index', routePath: '/worker/list' });
    expect(byName('AuntVerify')).toMatchObject({ component: 'views/worker/index', routePath: '/aunt/verify' });
    expect(byName('AuntDetail')).toMatchObject({ component: 'views/worker/detail', routePath: '/worker/detail/:auntId' });
    expect(byName('CompanyInfo')).toMatchObject({ component: 'views/company/info/index', routePath: '/company/info' });
  });
});

describe('the app against dialect b', () => {
  const runtimeKeys = ['apiBase', 'chatBase', 'list', 'envelope', 'fieldNames', 'pageAliases'] as const;
  const saved = Object.fromEntries(runtimeKeys.map((key) => [key, config[key]]));

  beforeEach(() => setToken(token));
  afterEach(() => {
    Object.assign(config, saved);
    removeToken();
  });

  const configured = () => expect(applyRuntimeConfig(dialectConfig)).toEqual([]);

  it('cannot read it without its configuration (a malformed answer)', async () => {
    const error = await rejection(getAunts({ scope: 'all', page: 1, pageSize: 5 }, { silent: true }));
    expect(error.kind).toBe('malformed');
  });

  it('with deploy/dialect-b.config.json: pages lists and reads their rows and total', async () => {
    configured();
    const bodies = recordBodies<Json>(auntPaths.getAunts);
    const page2 = await getAunts({ scope: 'all', page: 2, pageSize: 5 });
    expect(bodies[0]).toMatchObject({ scope: 'all', pageNum: 2, pageSize: 5 });
    expect(bodies[0]).not.toHaveProperty('page');
    setMockDialect('ours');
    Object.assign(config, saved);
    const ours = await getAunts({ scope: 'all', page: 2, pageSize: 5 });
    expect(page2.list.map((aunt) => aunt.auntId)).toEqual(ours.list.map((aunt) => aunt.auntId));
    expect(page2.total).toBe(ours.total);
  });

  it("with it: the employer family comes back in our names and goes out in the server's", async () => {
    configured();
    const { list } = await getEmployerByFilter({ page: 1, pageSize: 3 });
    const stored = getDb().employers.find((employer) => employer.employerId === list[0]!.employerId)!;
    expect(list[0]).toMatchObject({ employerId: stored.employerId, employerName: stored.employerName });
    expect(list[0]).not.toHaveProperty('customerId');

    const bodies = recordBodies<Json>(employerPaths.createEmployer);
    const created = await createEmployer({ employerName: '方言雇主', mobile: '13912345678' });
    expect(bodies[0]).toEqual({ customerName: '方言雇主', phone: '13912345678' });
    expect(created).toMatchObject({ employerName: '方言雇主', mobile: '139****5678' });
    expect(getDb().employers.find((employer) => employer.employerId === created.employerId)).toMatchObject({ employerName: '方言雇主', mobile: '13912345678' });
  });

  it('with it: a call we read as one value that the server answers as a list (the staff) still gives its rows', async () => {
    configured();
    const staff = await getUsers();
    setMockDialect('ours');
    Object.assign(config, saved);
    const ours = await getUsers();
    expect(ours.length).toBeGreaterThan(1);
    expect(staff).toEqual(ours);
  });

  it("with it: a refusal is a business error carrying the server's msg", async () => {
    configured();
    const error = await rejection(createEmployer({ employerName: '方言雇主', mobile: '' }, { silent: true }));
    expect(isApiError(error) && error.kind).toBe('business');
    expect(error.code).toBe(40001);
    expect(error.serverMessage).toMatch(/手机/);
  });

  it("with it: every page of the dialect's pages table opens one of our page modules, by its alias", async () => {
    configured();
    const pages = await getMenu();
    const ours = new Map(flattenPageTree().map((decl) => [decl.name, pageModuleOf(decl.component)]));
    const opened = pages.filter((page) => ours.get(page.pageName));
    expect(opened.length).toBeGreaterThan(30);
    for (const page of opened) {
      const resolved = resolvePageModule({ component: page.component, path: page.routePath }, config.pageAliases);
      expect(resolved, `${page.pageName}: ${page.component}`).toEqual({ how: 'alias', module: ours.get(page.pageName) });
    }
  });
});
