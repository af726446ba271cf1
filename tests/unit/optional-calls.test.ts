/**
 * The optional calls (api/optional.ts): a 404 on a call of ours is "this server does not offer it"
 * (kind `unavailable`, no toast, remembered for the session, not asked again until logout); a 404
 * on a spec call is still the HTTP error it always was; other failures of our calls are unchanged.
 * A feature switched off in config.json ("features") behaves as if its calls had answered 404.
 */
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { apiPattern } from '@/mocks/handlers/kit';
import { config } from '@/config';
import { isUnavailable } from '@/api/errors';
import { FEATURE_CALLS, isCallUnavailable, isOptionalCall, useCallOffered } from '@/api/optional';
import { chatPaths, getPublicKey } from '@/api/chat';
import { companyPaths, delRole, getRole } from '@/api/company';
import { accountLedger, financePaths } from '@/api/finance';
import { getUserTasks, userPaths } from '@/api/user';
import { feedback } from '@/app/feedback';
import { loadErrorText } from '@/hooks/loadError';
import { i18n } from '@/i18n';
import { resetUserStores } from '@/stores/resetRegistry';
import { recordBodies, rejection, serverLacks } from '../requests';
import { signInForTest } from '../session';
import { ADMIN_ACCOUNT } from '@/mocks/db';

let toast: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  toast = vi.spyOn(feedback, 'error');
  return () => toast.mockRestore();
});

describe('a 404 on a call of ours', () => {
  it('is "unavailable": no toast (even when the call is not silent), the in-place text says the server does not offer it', async () => {
    serverLacks(financePaths.accountLedger);
    const error = await rejection(accountLedger({ page: 1, pageSize: 10 }));
    expect(error.kind).toBe('unavailable');
    expect(isUnavailable(error)).toBe(true);
    expect(error.path).toBe(financePaths.accountLedger);
    expect(toast).not.toHaveBeenCalled();
    expect(loadErrorText(error)).toBe('当前服务器不支持此功能');
    await i18n.changeLanguage('en');
    expect(loadErrorText(error)).toBe('This server does not offer this feature');
  });

  it('is remembered: the session does not ask again, other calls of ours still are asked', async () => {
    const ledger = serverLacks(financePaths.accountLedger);
    const tasks = serverLacks(userPaths.getUserTasks);
    await rejection(accountLedger({ page: 1 }, { silent: true }));
    expect(isCallUnavailable(financePaths.accountLedger)).toBe(true);
    expect(isCallUnavailable(userPaths.getUserTasks)).toBe(false);

    const again = await rejection(accountLedger({ page: 2 }, { silent: true }));
    expect(again.kind).toBe('unavailable');
    expect(ledger.asked).toBe(1);

    await rejection(getUserTasks({ isDone: 0 }, { silent: true }));
    expect(tasks.asked).toBe(1);
    expect(isCallUnavailable(userPaths.getUserTasks)).toBe(true);
  });

  it('is forgotten at logout: the next session asks the server again', async () => {
    const ledger = serverLacks(financePaths.accountLedger);
    await rejection(accountLedger({}, { silent: true }));
    resetUserStores();
    expect(isCallUnavailable(financePaths.accountLedger)).toBe(false);
    mockServer.use(http.post(apiPattern(financePaths.accountLedger), () => HttpResponse.json({ code: 200, success: true, data: [], total: 0 })));
    await expect(accountLedger({}, { silent: true })).resolves.toEqual({ list: [], total: 0 });
    expect(ledger.asked).toBe(1);
  });

  it('holds for the chat service too (its own base)', async () => {
    const key = serverLacks(chatPaths.publicKey, config.chatBase);
    expect((await rejection(getPublicKey({ silent: true }))).kind).toBe('unavailable');
    expect(key.asked).toBe(1);
  });
});

describe('everything else is as it was', () => {
  it('a 404 on a spec call is an HTTP error with its toast, and is asked again next time', async () => {
    const roles = serverLacks(companyPaths.getRole);
    expect(isOptionalCall(companyPaths.getRole)).toBe(false);
    const error = await rejection(getRole());
    expect(error.kind).toBe('http');
    expect(error.code).toBe(404);
    expect(isUnavailable(error)).toBe(false);
    expect(toast).toHaveBeenCalledWith('服务器错误（HTTP 404）', config.toastSeconds);
    await rejection(getRole({ silent: true }));
    expect(roles.asked).toBe(2);
    expect(isCallUnavailable(companyPaths.getRole)).toBe(false);
  });

  it('a call of ours failing otherwise (HTTP 500, a business code) is the usual error and is not remembered', async () => {
    mockServer.use(http.post(apiPattern(companyPaths.delRole), () => new HttpResponse('boom', { status: 500 }), { once: true }));
    const failed = await rejection(delRole({ roleId: 1 }));
    expect(failed.kind).toBe('http');
    expect(toast).toHaveBeenLastCalledWith('服务器错误（HTTP 500）', config.toastSeconds);

    mockServer.use(
      http.post(apiPattern(companyPaths.delRole), () => HttpResponse.json({ code: 40901, success: false, data: null, error: '该角色仍有员工' }), {
        once: true,
      }),
    );
    const refused = await rejection(delRole({ roleId: 1 }));
    expect(refused.kind).toBe('business');
    expect(toast).toHaveBeenLastCalledWith('该角色仍有员工', config.toastSeconds);
    expect(isCallUnavailable(companyPaths.delRole)).toBe(false);
  });
});

describe('a feature switched off in config.json ("features")', () => {
  /** config.features as a deployment's config.json sets it, for this test alone. */
  const switchOff = (features: Record<string, boolean>) => {
    const before = config.features;
    config.features = features;
    onTestFinished(() => {
      config.features = before;
    });
  };

  it('its calls reject at once as after a 404 (unavailable, no toast), without asking the server; a feature switched on is asked', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    switchOff({ tasks: false, fundLedger: true });
    const asked = recordBodies(userPaths.getUserTasks);
    const error = await rejection(getUserTasks({ isDone: 0 }));
    expect(error.kind).toBe('unavailable');
    expect(error.code).toBe(404);
    expect(isUnavailable(error)).toBe(true);
    expect(loadErrorText(error)).toBe('当前服务器不支持此功能');
    expect(toast).not.toHaveBeenCalled();
    expect(isCallUnavailable(userPaths.setUserTaskDone)).toBe(true);
    expect(asked).toEqual([]);

    const ledger = await accountLedger({ page: 1, pageSize: 10 });
    expect(ledger.total).toBeGreaterThan(0);
    expect(isCallUnavailable(financePaths.accountLedger)).toBe(false);
  });

  it('its entries read "not offered" from the start, and stay so after logout (the switch is the deployment\'s, not the session\'s)', () => {
    switchOff({ roleDelete: false });
    const offered = renderHook(() => [useCallOffered(companyPaths.delRole), useCallOffered(financePaths.accountLedger)]);
    expect(offered.result.current).toEqual([false, true]);
    resetUserStores();
    offered.rerender();
    expect(offered.result.current).toEqual([false, true]);
    expect(isCallUnavailable(companyPaths.delRole)).toBe(true);
  });

  it('names the calls of each feature: every optional call of the API belongs to exactly one switch', () => {
    const modules = import.meta.glob<Record<string, unknown>>('/src/api/*.ts', { eager: true });
    const pathTables = Object.values(modules).flatMap((module) =>
      Object.entries(module)
        .filter(([name]) => name.endsWith('Paths'))
        .map(([, table]) => table as Record<string, string>),
    );
    const optional = pathTables.flatMap((table) => Object.values(table)).filter(isOptionalCall);
    const switched = Object.values(FEATURE_CALLS).flat();
    expect(new Set(switched).size).toBe(switched.length);
    expect([...switched].sort()).toEqual([...new Set(optional)].sort());
  });
});
