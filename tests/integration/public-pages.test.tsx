/**
 * The public pages against the mock backend: company registration, password reset (both with
 * the SMS code countdown), /auth-redirect and /wechat/loginauth.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { mockServer } from '@/mocks/node';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { ALL_PERMISSIONS } from '@/domain/permissions';
import { loginClient } from '@/api/user';
import { companyPaths } from '@/api/company';
import { getToken, removeToken, setToken } from '@/auth/token';
import { useSession } from '@/stores/session';
import { i18n } from '@/i18n';
import RegisterPage from '@/pages/register';
import ResetPasswordPage from '@/pages/resetPassword';
import AuthRedirectPage from '@/pages/authRedirect';
import WechatLoginAuthPage from '@/pages/wechatLoginAuth';
import { currentPath, renderRoutes } from '../render';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const NEW_MOBILE = '13712345678';

/** Where a page sent the user: shows the path and query. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{location.pathname + location.search}</p>;
}

function openPage(path: string) {
  return renderRoutes(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/resetPassword', Component: ResetPasswordPage },
      { path: '/auth-redirect', Component: AuthRedirectPage },
      { path: '/wechat/loginauth', Component: WechatLoginAuthPage },
      { path: '*', Component: Landing },
    ],
    path,
  ).router;
}

function requestsTo(path: string): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(path);
  });
  return seen;
}

const codeButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });

async function fillRegister(code: string, mobile = NEW_MOBILE) {
  await userEvent.type(await screen.findByLabelText('公司名称'), '北京新家政有限公司');
  await userEvent.type(screen.getByLabelText('联系人'), '赵老板');
  await userEvent.type(screen.getByLabelText('手机号'), mobile);
  await userEvent.click(codeButton());
  await screen.findByText('验证码已发送');
  await userEvent.type(screen.getByLabelText('验证码'), code);
  await userEvent.type(screen.getByLabelText('密码'), 'secret88');
  await userEvent.type(screen.getByLabelText('确认密码'), 'secret88');
}

withFreshMockDb();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  await i18n.changeLanguage('zh');
  removeToken();
  useSession.getState().resetToken();
});

describe('/register', () => {
  it("checks the mobile before asking for a code (the spec's body, {mobile} only), then counts down with the button disabled", async () => {
    const sent = requestsTo('/sys/smsCode');
    const bodies = recordBodies('/sys/smsCode');
    openPage('/register');
    await userEvent.type(await screen.findByLabelText('手机号'), '12345');
    await userEvent.click(codeButton());
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('手机号'));
    await userEvent.type(screen.getByLabelText('手机号'), NEW_MOBILE);
    await userEvent.click(codeButton());
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
    await waitFor(() => expect(codeButton()).toBeDisabled());
    expect(codeButton()).toHaveTextContent(/^(60|59) 秒后重新获取$/);
    expect(getDb().smsCodes.map((row) => row.mobile)).toEqual([NEW_MOBILE]);
    expect(bodies).toEqual([{ mobile: NEW_MOBILE }]);
    await userEvent.click(codeButton());
    expect(sent).toHaveLength(1);
  });

  it('shows the server error for a wrong code, creates nothing and keeps the fields', async () => {
    const before = { companies: getDb().companies.length, users: getDb().users.length, roles: getDb().roles.length };
    const router = openPage('/register');
    await fillRegister('000000');
    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect({ companies: getDb().companies.length, users: getDb().users.length, roles: getDb().roles.length }).toEqual(before);
    expect(currentPath(router)).toBe('/register');
    expect(screen.getByLabelText('公司名称')).toHaveValue('北京新家政有限公司');
  });

  it('refuses a mobile that already has an account', async () => {
    openPage('/register');
    await fillRegister('123456', ADMIN_ACCOUNT.mobile);
    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  });

  it('blocks a password confirmation that does not match before sending', async () => {
    const sent = requestsTo(companyPaths.register);
    openPage('/register');
    await userEvent.type(await screen.findByLabelText('密码'), 'secret88');
    await userEvent.type(screen.getByLabelText('确认密码'), 'secret89');
    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates the company, its admin role and the user, then goes to /login with the mobile', async () => {
    const router = openPage('/register');
    await fillRegister('123456');
    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(currentPath(router)).toBe(`/login?mobile=${NEW_MOBILE}`));
    expect(await screen.findByText('注册成功，请登录')).toBeInTheDocument();

    const db = getDb();
    const company = db.companies.find((row) => row.companyName === '北京新家政有限公司');
    const user = db.users.find((row) => row.mobile === NEW_MOBILE);
    const role = db.roles.find((row) => row.companyId === company?.companyId);
    expect(user).toMatchObject({ companyId: company?.companyId, contact: '赵老板', password: 'secret88', isEnabled: 1, roleIds: [role?.roleId] });
    expect(role).toMatchObject({ roleKey: 'AGENCY_ADMIN', pageIds: db.pages.filter((page) => page.pageName !== 'PageManage').map((page) => page.pageId) });
    expect(role?.permissionIds).toHaveLength(ALL_PERMISSIONS.length);
    // The code is used up.
    expect(db.smsCodes).toEqual([]);
    await expect(loginClient({ mobile: NEW_MOBILE, password: 'secret88' }, { silent: true })).resolves.toMatchObject({ mobile: NEW_MOBILE });
  });

  it('registers once from the keyboard: Ctrl+S in the first field (Enter too, as in every form)', async () => {
    const sent = requestsTo(companyPaths.register);
    const router = openPage('/register');
    await fillRegister('123456');
    await userEvent.click(screen.getByLabelText('公司名称'));
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(currentPath(router)).toBe(`/login?mobile=${NEW_MOBILE}`));
    expect(sent).toHaveLength(1);
    expect(getDb().users.find((row) => row.mobile === NEW_MOBILE)).toMatchObject({ contact: '赵老板' });
  });
});

describe('/resetPassword', () => {
  async function fillReset(mobile: string, code: string, password: string) {
    await userEvent.type(await screen.findByLabelText('手机号'), mobile);
    await userEvent.click(codeButton());
    await screen.findByText('验证码已发送');
    await waitFor(() => expect(codeButton()).toBeDisabled());
    await userEvent.type(screen.getByLabelText('验证码'), code);
    await userEvent.type(screen.getByLabelText('新密码'), password);
    await userEvent.type(screen.getByLabelText('确认密码'), password);
    await userEvent.click(screen.getByRole('button', { name: '重置密码' }));
  }

  it('resets with Enter in the mobile field, once', async () => {
    const sent = requestsTo('/sys/resetPassword');
    const router = openPage('/resetPassword');
    await userEvent.type(await screen.findByLabelText('手机号'), ADMIN_ACCOUNT.mobile);
    await userEvent.click(codeButton());
    await screen.findByText('验证码已发送');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.type(screen.getByLabelText('新密码'), 'brandnew2');
    await userEvent.type(screen.getByLabelText('确认密码'), 'brandnew2');
    await userEvent.type(screen.getByLabelText('手机号'), '{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe(`/login?mobile=${ADMIN_ACCOUNT.mobile}`));
    expect(sent).toHaveLength(1);
    expect(getDb().users.find((row) => row.mobile === ADMIN_ACCOUNT.mobile)?.password).toBe('brandnew2');
  });

  it('sets the new password, which then logs in; the old one no longer does (the code asked with {mobile} only)', async () => {
    const bodies = recordBodies('/sys/smsCode');
    const router = openPage('/resetPassword');
    await fillReset(ADMIN_ACCOUNT.mobile, '123456', 'brandnew1');
    expect(bodies).toEqual([{ mobile: ADMIN_ACCOUNT.mobile }]);
    await waitFor(() => expect(currentPath(router)).toBe(`/login?mobile=${ADMIN_ACCOUNT.mobile}`));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    await expect(loginClient({ mobile: ADMIN_ACCOUNT.mobile, password: 'brandnew1' }, { silent: true })).resolves.toMatchObject({
      mobile: ADMIN_ACCOUNT.mobile,
    });
    await expect(loginClient({ mobile: ADMIN_ACCOUNT.mobile, password: ADMIN_ACCOUNT.password }, { silent: true })).rejects.toThrow();
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const router = openPage('/resetPassword');
    await fillReset(ADMIN_ACCOUNT.mobile, '654321', 'brandnew1');
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/resetPassword');
    expect(getDb().users.find((row) => row.mobile === ADMIN_ACCOUNT.mobile)?.password).toBe(ADMIN_ACCOUNT.password);
  });

  it('refuses a mobile without an account', async () => {
    openPage('/resetPassword');
    await fillReset(NEW_MOBILE, '123456', 'brandnew1');
    expect(await screen.findByText('该手机号尚未注册')).toBeInTheDocument();
  });
});

describe('/auth-redirect', () => {
  it('stores a ?token= and goes to the safe redirect target', async () => {
    const router = openPage(`/auth-redirect?token=tok-123&redirect=${encodeURIComponent('/aunt/all?status=1')}`);
    await waitFor(() => expect(currentPath(router)).toBe('/aunt/all?status=1'));
    expect(getToken()).toBe('tok-123');
    expect(useSession.getState().token).toBe('tok-123');
  });

  it('reads a #/?token= hash and ignores an unsafe redirect', async () => {
    const router = openPage(`/auth-redirect#/?token=tok-456&redirect=${encodeURIComponent('//evil.example')}`);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(getToken()).toBe('tok-456');
  });

  it('goes to /login without a token, keeping the redirect', async () => {
    const router = openPage(`/auth-redirect?redirect=${encodeURIComponent('/dashboard')}`);
    await waitFor(() => expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`));
    expect(getToken()).toBeUndefined();
  });
});

describe('/wechat/loginauth', () => {
  it('binds the WeChat account of the signed-in user with the code and goes to personal settings', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const router = openPage('/wechat/loginauth?code=wx-code-1&state=bind');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/index'));
    expect(await screen.findByText('微信绑定成功')).toBeInTheDocument();
    expect(getDb().users.find((row) => row.mobile === ADMIN_ACCOUNT.mobile)?.wxUserInfo?.nickname).toContain(ADMIN_ACCOUNT.contact);
  });

  it('without a login token, says so and links to /login', async () => {
    openPage('/wechat/loginauth?code=wx-code-1');
    expect(await screen.findByText('请先登录，再完成微信绑定')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/wechat/loginauth?code=wx-code-1')}`);
  });

  it('without a code, says so and sends nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const sent = requestsTo('/user/bindWxUserWeb');
    openPage('/wechat/loginauth');
    expect(await screen.findByText('缺少微信授权码，无法完成绑定')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
