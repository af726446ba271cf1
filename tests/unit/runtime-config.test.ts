/**
 * The deployment's runtime configuration (config.json beside index.html; src/config.ts): a valid
 * file replaces the build's defaults; an unknown key or a value of the wrong type is reported on
 * the console (one error naming the key) and ignored, the rest of the file still applies; a missing
 * file leaves the defaults quietly; a file that is not JSON, or cannot be fetched, is reported and
 * the defaults apply.
 */
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, HttpResponse } from 'msw';
import { applyRuntimeConfig, configDefaults, loadRuntimeConfig, runtimeConfigOf, type AppConfig, type RuntimeConfig } from '@/config';
import { mockServer } from '@/mocks/node';

const CONFIG_URL = `${window.location.origin}/config.json`;
const BUILD_ENV = { VITE_API_BASE: '/api', VITE_SUPPORT_PHONE: '400-820-1234' };

/** The configuration of a build made with BUILD_ENV, before any file is applied. */
const fresh = (): AppConfig => configDefaults(BUILD_ENV);

const A_SERVER: RuntimeConfig = {
  apiBase: 'https://api.agency.example/v2',
  chatBase: '/im',
  tokenHeader: 'X-Token',
  tokenCookieName: 'Agency-Token',
  financeHiddenCompanyId: 7,
  staffStatisticCompanyId: null,
  permissionNames: { 'aunt.others': 'AUNT_EDIT_OTHERS' },
  supportPhone: '021-5555 0100',
  customerServiceUrl: 'https://help.agency.example',
  contractUrl: 'https://agency.example/agreement.pdf',
  pageAliases: { 'views/worker/List': 'aunt/list' },
  features: { tasks: false, chat: true },
  list: { page: 'pageNum', pageSize: 'pageSize', rows: 'rows', total: 'total' },
  envelope: { message: 'msg', stringCode: true },
  fieldNames: { aunt: { auntName: 'name' } },
  chatProtocol: 'off',
  diagnostics: true,
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => consoleError.mockRestore();
});

const logged = () => consoleError.mock.calls.map((call) => String(call[0]));

describe('applying a config.json', () => {
  it('a file naming every key replaces every default, and nothing is reported', () => {
    const target = fresh();
    expect(applyRuntimeConfig(A_SERVER, target)).toEqual([]);
    expect(runtimeConfigOf(target)).toEqual(A_SERVER);
    // What config.json does not set stays the build's.
    expect(target.requestTimeoutMs).toBe(60_000);
    expect(logged()).toEqual([]);
  });

  it('a file naming a few keys changes those alone; the fields of list and envelope merge over the defaults; a base loses its trailing slash', () => {
    const target = fresh();
    expect(applyRuntimeConfig({ apiBase: '/backend/api/', list: { rows: 'rows' }, envelope: { stringCode: true } }, target)).toEqual([]);
    expect(runtimeConfigOf(target)).toEqual({
      ...runtimeConfigOf(fresh()),
      apiBase: '/backend/api',
      list: { page: 'page', pageSize: 'pageSize', rows: 'rows', total: 'total' },
      envelope: { message: 'error', stringCode: true },
    });
  });

  it('has no mock company as a production default: no company rule unless the build or the file names one', () => {
    expect(fresh()).toMatchObject({ financeHiddenCompanyId: null, staffStatisticCompanyId: null });
    expect(configDefaults({ VITE_FINANCE_HIDDEN_COMPANY_ID: '2', VITE_STAFF_STATISTIC_COMPANY_ID: '1' })).toMatchObject({
      financeHiddenCompanyId: 2,
      staffStatisticCompanyId: 1,
    });
    const target = fresh();
    applyRuntimeConfig({ financeHiddenCompanyId: 3 }, target);
    expect(target).toMatchObject({ financeHiddenCompanyId: 3, staffStatisticCompanyId: null });
  });

  it('an unknown key and each value of the wrong type: one console error naming the key, ignored; the valid rest applies', () => {
    const target = fresh();
    const problems = applyRuntimeConfig(
      {
        apiBase: 5,
        colour: 'orange',
        toString: 'x',
        tokenHeader: '',
        financeHiddenCompanyId: '2',
        staffStatisticCompanyId: 0,
        contractUrl: 'https://agency.example/agreement',
        features: { tasks: 'no', taks: false, chat: false },
        list: { rows: 'rows', total: 3, count: 'n' },
        envelope: 'msg',
        permissionNames: { 'aunt.others': 'AUNT_EDIT_OTHERS', 'aunt.own': 1 },
        fieldNames: { aunt: ['name'] },
        diagnostics: 'yes',
      },
      target,
    );
    expect(problems).toEqual([
      'config.json: "apiBase" must be a non-empty string; ignored (README, "Deployment")',
      'config.json: "colour" is not a setting; ignored (README, "Deployment")',
      'config.json: "toString" is not a setting; ignored (README, "Deployment")',
      'config.json: "tokenHeader" must be a non-empty string; ignored (README, "Deployment")',
      'config.json: "financeHiddenCompanyId" must be a company id (a whole number above 0) or null; ignored (README, "Deployment")',
      'config.json: "staffStatisticCompanyId" must be a company id (a whole number above 0) or null; ignored (README, "Deployment")',
      'config.json: "features.tasks" must be true or false; ignored (README, "Deployment")',
      'config.json: "features.taks" is not a setting (known: chat, roleDelete, suggestionReply, templateDelete, fundLedger, tasks, resumeLinks, auntConsent, privacyReveal, bulkImport, notices, sessions, recyclePurge, search, watermark); ignored (README, "Deployment")',
      'config.json: "list.total" must be a non-empty string; ignored (README, "Deployment")',
      'config.json: "list.count" is not a setting (known: page, pageSize, rows, total); ignored (README, "Deployment")',
      'config.json: "envelope" must be an object; ignored (README, "Deployment")',
      'config.json: "permissionNames.aunt.own" must be a non-empty string; ignored (README, "Deployment")',
      'config.json: "fieldNames.aunt" must be an object; ignored (README, "Deployment")',
      'config.json: "diagnostics" must be true or false; ignored (README, "Deployment")',
    ]);
    expect(logged()).toEqual(problems);
    const defaults = fresh();
    expect(runtimeConfigOf(target)).toEqual({
      ...runtimeConfigOf(defaults),
      contractUrl: 'https://agency.example/agreement',
      features: { chat: false },
      list: { ...defaults.list, rows: 'rows' },
      permissionNames: { 'aunt.others': 'AUNT_EDIT_OTHERS' },
      fieldNames: {},
    });
  });

  it('a file that is not an object is reported and changes nothing', () => {
    const target = fresh();
    expect(applyRuntimeConfig(['/api'], target)).toEqual(['config.json: "(the file)" must be a JSON object; ignored (README, "Deployment")']);
    expect(target).toEqual(fresh());
  });
});

describe('loading config.json', () => {
  const serve = (answer: () => Response) => {
    const asked = { count: 0 };
    mockServer.use(
      http.get(CONFIG_URL, () => {
        asked.count += 1;
        return answer();
      }),
    );
    return asked;
  };

  it('a served file is applied', async () => {
    const asked = serve(() => HttpResponse.json({ apiBase: '/agency-a/api', tokenCookieName: 'A-Token' }));
    const target = fresh();
    await loadRuntimeConfig(CONFIG_URL, target);
    expect(asked.count).toBe(1);
    expect(target).toMatchObject({ apiBase: '/agency-a/api', tokenCookieName: 'A-Token', chatBase: '/chat-api' });
    expect(logged()).toEqual([]);
  });

  it('a missing file (404): the defaults, and nothing reported', async () => {
    serve(() => new HttpResponse('Not Found', { status: 404 }));
    const target = fresh();
    await loadRuntimeConfig(CONFIG_URL, target);
    expect(target).toEqual(fresh());
    expect(logged()).toEqual([]);
  });

  it('a file that is not JSON (the server answered its page instead): one clear error, the defaults', async () => {
    serve(() => new HttpResponse('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }));
    const target = fresh();
    await loadRuntimeConfig(CONFIG_URL, target);
    expect(target).toEqual(fresh());
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toMatch(/^config\.json could not be read \(SyntaxError: .+ is not valid JSON\); the built-in defaults apply$/);
  });

  it('a server error or no answer: one clear error, the defaults', async () => {
    serve(() => new HttpResponse('boom', { status: 500 }));
    const target = fresh();
    await loadRuntimeConfig(CONFIG_URL, target);
    mockServer.use(http.get(CONFIG_URL, () => HttpResponse.error()));
    await loadRuntimeConfig(CONFIG_URL, target);
    expect(target).toEqual(fresh());
    expect(logged()).toEqual([
      'config.json could not be read (Error: HTTP 500); the built-in defaults apply',
      expect.stringMatching(/^config\.json could not be read \(TypeError: .+\); the built-in defaults apply$/),
    ]);
  });
});
