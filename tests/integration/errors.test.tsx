/**
 * The error catalogue (second document, section 8) driven row by row through real HTTP
 * answers, and the transport faults: HTTP 500, network error, timeout, malformed bodies,
 * cancellation, and five parallel 50008 answers giving one prompt.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { mockServer } from '@/mocks/node';
import { AxiosError } from 'axios';
import { postUnchecked, postListUnchecked, toApiError } from '@/api/http';
import { ApiError, decideErrorDisplay, isReloginPromptOpen, presentApiError } from '@/api/errors';
import { feedback } from '@/app/feedback';
import { browser } from '@/app/browser';
import { getToken, removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { renderWithProviders } from '../render';
import { rejection } from '../requests';

// antd animates its dialogs; jsdom never finishes the animation, so skip the pointer-events check.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const PATH = '/test/echo';
const URL_PATTERN = `*/api${PATH}`;

function answer(body: JsonBodyType, init?: ResponseInit) {
  mockServer.use(http.post(URL_PATTERN, () => HttpResponse.json(body, init)));
}
function failWith(code: number, error: string | null = null) {
  answer({ code, success: false, data: null, error });
}
/**
 * The signal that a toast would have shown by now: a business error sent after, whose toast
 * appears; it must be the only toast asked for.
 */
async function toastOfTheNextError(): Promise<void> {
  failWith(40001, '下一个错误');
  await rejection(postUnchecked(PATH));
  expect(await screen.findByText('下一个错误')).toBeInTheDocument();
  expect(toast.mock.calls).toEqual([['下一个错误', 5]]);
}

let reload: ReturnType<typeof vi.spyOn>;
let schedule: ReturnType<typeof vi.spyOn>;
let toast: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  removeToken();
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  schedule = vi.spyOn(browser, 'setTimeout').mockImplementation((callback: () => void) => callback());
  toast = vi.spyOn(feedback, 'error');
  renderWithProviders(<div>app</div>);
});

afterEach(async () => {
  // Close any confirm left open so the single-prompt latch is released for the next test.
  for (const button of screen.queryAllByRole('button', { name: /取\s*消|Cancel/ })) await userEvent.click(button);
  await waitFor(() => expect(isReloginPromptOpen()).toBe(false));
});

describe('the envelope', () => {
  it('unwraps data once, and lists keep their total', async () => {
    answer({ code: 200, success: true, data: { name: '王阿姨' }, error: null });
    await expect(postUnchecked(PATH)).resolves.toEqual({ name: '王阿姨' });
    answer({ code: 200, success: true, data: [{ id: 1 }, { id: 2 }], total: 57, error: null });
    await expect(postListUnchecked(PATH)).resolves.toEqual({ list: [{ id: 1 }, { id: 2 }], total: 57 });
  });

  it('sends the token header only when a token exists, and POSTs JSON', async () => {
    const seen: { auth: string | null; type: string | null; body: unknown }[] = [];
    mockServer.use(
      http.post(URL_PATTERN, async ({ request }) => {
        seen.push({ auth: request.headers.get('Authorization'), type: request.headers.get('Content-Type'), body: await request.json() });
        return HttpResponse.json({ code: 200, success: true, data: null });
      }),
    );
    await postUnchecked(PATH, { a: 1 });
    setToken('tok-123');
    await postUnchecked(PATH, { b: 2 });
    expect(seen).toEqual([
      { auth: null, type: expect.stringContaining('application/json'), body: { a: 1 } },
      { auth: 'tok-123', type: expect.stringContaining('application/json'), body: { b: 2 } },
    ]);
  });

  it('an anonymous call sends no token header at all, even while a token exists', async () => {
    const seen: { has: boolean; auth: string | null }[] = [];
    mockServer.use(
      http.post(URL_PATTERN, ({ request }) => {
        seen.push({ has: request.headers.has('Authorization'), auth: request.headers.get('Authorization') });
        return HttpResponse.json({ code: 200, success: true, data: null });
      }),
    );
    setToken('tok-123');
    await postUnchecked(PATH, {}, { anonymous: true });
    await postUnchecked(PATH, {});
    expect(seen).toEqual([
      { has: false, auth: null },
      { has: true, auth: 'tok-123' },
    ]);
  });
});

describe('the error catalogue, row by row', () => {
  it.each([50008, 50012, 50014, 401])('code %i opens the "log in again" confirm; confirming resets the token and reloads', async (code) => {
    setToken('tok');
    failWith(code, 'ignored text');
    const error = await rejection(postUnchecked(PATH));
    expect(error.code).toBe(code);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('重新登录', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(dialog).getByText('您已登出系统，请重新登录')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    expect(getToken()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('an HTTP 401 status opens the same confirm', async () => {
    answer({ message: 'unauthorised' }, { status: 401 });
    await rejection(postUnchecked(PATH));
    expect(await screen.findByRole('dialog')).toHaveTextContent('您已登出系统，请重新登录');
  });

  it('five parallel 50008 answers open ONE confirm', async () => {
    failWith(50008);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => postUnchecked(PATH)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Cancelling closes it and leaves the token alone; a later failure may prompt again.
    setToken('kept');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(isReloginPromptOpen()).toBe(false));
    expect(getToken()).toBe('kept');
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([2010010, 2010011, 10001])('code %i rejects silently', async (code) => {
    failWith(code, 'should not show');
    const error = await rejection(postUnchecked(PATH));
    expect(error.code).toBe(code);
    expect(toast).not.toHaveBeenCalled();
    expect(screen.queryByText('should not show')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('1000403 with a token: resets it, shows the text for 5 s and reloads after 1.5 s', async () => {
    setToken('tok');
    failWith(1000403, '账号已在另一台设备登录');
    await rejection(postUnchecked(PATH));
    expect(await screen.findByText('账号已在另一台设备登录')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('账号已在另一台设备登录', 5);
    expect(getToken()).toBeUndefined();
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 1500);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('1000403 without text uses "Your account has logged in elsewhere"', async () => {
    await i18n.changeLanguage('en');
    setToken('tok');
    failWith(1000403);
    await rejection(postUnchecked(PATH));
    expect(await screen.findByText('Your account has logged in elsewhere')).toBeInTheDocument();
  });

  it('1000403 without a token does nothing but reject', async () => {
    failWith(1000403, 'elsewhere');
    await rejection(postUnchecked(PATH));
    expect(toast).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([2060005, 2060006, 40001])('code %i shows the error text as an error toast for 5 s', async (code) => {
    failWith(code, `错误 ${code}`);
    await rejection(postUnchecked(PATH));
    expect(await screen.findByText(`错误 ${code}`)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(`错误 ${code}`, 5);
  });

  it('any other code without text shows "Error"', async () => {
    failWith(77777);
    await rejection(postUnchecked(PATH));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('Error', 5);
  });
});

describe('code 200 with success false (not an error: section 8 counts only a code other than 200)', () => {
  it('post rejects with kind unsuccessful and shows nothing: no toast, no relogin', async () => {
    setToken('tok');
    answer({ code: 200, success: false, data: null, error: '操作失败' });
    const error = await rejection(postUnchecked(PATH));
    expect(error).toMatchObject({ kind: 'unsuccessful', code: 200, serverMessage: '操作失败' });
    // A toast is decided before the call rejects; the next error's toast shows, and it is the only one.
    await toastOfTheNextError();
    expect(screen.queryByText('操作失败')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isReloginPromptOpen()).toBe(false);
    expect(getToken()).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it('postList resolves to an empty list, whatever data came along, and shows nothing', async () => {
    answer({ code: 200, success: false, data: [{ id: 1 }], total: 1, error: '列表暂时不可用' });
    await expect(postListUnchecked(PATH)).resolves.toEqual({ list: [], total: 0 });
    await toastOfTheNextError();
    expect(screen.queryByText('列表暂时不可用')).not.toBeInTheDocument();
  });

  it('postList still rejects (and shows) a code other than 200', async () => {
    failWith(40001, '参数错误');
    const error = await rejection(postListUnchecked(PATH));
    expect(error.kind).toBe('business');
    expect(await screen.findByText('参数错误')).toBeInTheDocument();
  });
});

describe('transport faults', () => {
  it('HTTP 500 rejects and toasts for 5 s', async () => {
    mockServer.use(http.post(URL_PATTERN, () => new HttpResponse('<html>Internal Server Error</html>', { status: 500 })));
    const error = await rejection(postUnchecked(PATH));
    expect(error.kind).toBe('http');
    expect(error.code).toBe(500);
    expect(await screen.findByText('服务器错误（HTTP 500）')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('服务器错误（HTTP 500）', 5);
  });

  it("a network error toasts the error's message for 5 s", async () => {
    mockServer.use(http.post(URL_PATTERN, () => HttpResponse.error()));
    const error = await rejection(postUnchecked(PATH));
    expect(error.kind).toBe('network');
    // axios's own text for a failed request, as the spec says ("the error message").
    expect(error.transportMessage).toBe('Network Error');
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('Network Error', 5);
  });

  it('a network error without a message falls back to the localised text, in either language', async () => {
    const bare = new ApiError({ kind: 'network', path: PATH, message: '' });
    expect(decideErrorDisplay(bare, false)).toEqual({ action: 'toast', text: '网络错误，请检查网络连接后重试', seconds: 5 });
    await i18n.changeLanguage('en');
    expect(decideErrorDisplay(new ApiError({ kind: 'network', path: PATH }), false)).toEqual({
      action: 'toast',
      text: 'Network error, please check your connection and try again',
      seconds: 5,
    });
    // The transport's judgement of an axios error without text, shown as the catalogue decides.
    const error = toApiError(new AxiosError(''), PATH);
    expect(error).toMatchObject({ kind: 'network', transportMessage: null });
    presentApiError(error);
    expect(await screen.findByText('Network error, please check your connection and try again')).toBeInTheDocument();
  });

  it('a timeout we raise keeps the localised text', async () => {
    mockServer.use(
      http.post(URL_PATTERN, async () => {
        await delay(300);
        return HttpResponse.json({ code: 200, success: true, data: 1 });
      }),
    );
    const error = await rejection(postUnchecked(PATH, {}, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(await screen.findByText('请求超时，请稍后重试')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('请求超时，请稍后重试', 5);
  });

  it.each([
    ['an HTML error page', '<!doctype html><html><body>502 Bad Gateway</body></html>'],
    ['an empty body', ''],
    ['truncated JSON', '{"code":200,"success":true,"data":{"na'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"ok"'],
    ['an object without a code', '{"data":1}'],
  ])('%s with status 200 is an error, never data', async (_label, body) => {
    mockServer.use(http.post(URL_PATTERN, () => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await rejection(postUnchecked(PATH));
    expect(error.kind).toBe('malformed');
    expect(await screen.findByText('服务器返回了无法识别的数据')).toBeInTheDocument();
  });

  it('a request cancelled because the user moved on shows nothing', async () => {
    mockServer.use(
      http.post(URL_PATTERN, async () => {
        await delay(500);
        return HttpResponse.json({ code: 200, success: true, data: 1 });
      }),
    );
    const controller = new AbortController();
    const pending = postUnchecked(PATH, {}, { signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect(error.kind).toBe('cancelled');
    expect(toast).not.toHaveBeenCalled();
  });

  it('a call can opt out of the default display and still rejects', async () => {
    failWith(50008);
    const error = await rejection(postUnchecked(PATH, {}, { silent: true }));
    expect(error.code).toBe(50008);
    failWith(12345, 'quiet please');
    await rejection(postUnchecked(PATH, {}, { silent: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows our messages in English when the language is English', async () => {
    await i18n.changeLanguage('en');
    mockServer.use(http.post(URL_PATTERN, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await rejection(postUnchecked(PATH));
    expect(await screen.findByText('The server sent an answer that could not be read')).toBeInTheDocument();
  });
});
