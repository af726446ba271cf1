/**
 * Personal settings (/profile/index) against the mock backend: profile save, password change,
 * login log, theme and the WeChat binding.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { uploadedFileRows, withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { userPaths } from '@/api/user';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { useSession } from '@/stores/session';
import ProfilePage from '@/pages/profile';
import { defaultUserAvatar as defaultAvatar } from '@/components/UserAvatar';
import { renderWithProviders } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';
import { withNodeFileApis } from '../nodeFileApis';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

/** What the layout shows of the signed-in user. */
function CurrentUser() {
  const contact = useSession((state) => state.user?.contact);
  return <span data-testid="current-user">{contact}</span>;
}

function adminRow() {
  const row = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
  if (!row) throw new Error('no admin');
  return row;
}

async function openProfile(tab?: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[`/profile/index${tab ? `?tab=${tab}` : ''}`]}>
      <CurrentUser />
      <ProfilePage />
    </MemoryRouter>,
  );
}

withFreshMockDb();
// The avatar upload goes through the mock, which judges files by their bytes (see tests/nodeFileApis.ts).
withNodeFileApis();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('basic info', () => {
  it('saves name and introduction, and the layout shows the new name', async () => {
    const bodies = recordBodies(userPaths.updateUser);
    await openProfile();
    expect(screen.getByTestId('current-user')).toHaveTextContent(ADMIN_ACCOUNT.contact);
    const name = await screen.findByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '王总监');
    const intro = screen.getByLabelText('个人简介');
    await userEvent.clear(intro);
    await userEvent.type(intro, '专注高端家政');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('个人资料已保存')).toBeInTheDocument();
    expect(screen.getByTestId('current-user')).toHaveTextContent('王总监');
    expect(bodies).toEqual([{ contact: '王总监', avatarUrl: '', introduction: '专注高端家政' }]);
    expect(adminRow()).toMatchObject({ contact: '王总监', introduction: '专注高端家政' });
  });

  it('keeps what was typed when the save fails', async () => {
    mockServer.use(
      http.post(`*${userPaths.updateUser}`, () => HttpResponse.json({ code: 40001, success: false, data: null, error: '姓名包含敏感词' }), { once: true }),
    );
    await openProfile();
    const name = await screen.findByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '王大锤');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('姓名包含敏感词')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('王大锤');
    expect(screen.getByTestId('current-user')).toHaveTextContent(ADMIN_ACCOUNT.contact);
    expect(adminRow().contact).toBe(ADMIN_ACCOUNT.contact);
  });

  it('requires a name of at most 20 characters before sending', async () => {
    const bodies = recordBodies(userPaths.updateUser);
    await openProfile();
    const name = await screen.findByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    await userEvent.type(name, '一'.repeat(21));
    expect(await screen.findByText('姓名不能超过 20 个字符')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows the default avatar when the user has none', async () => {
    await openProfile();
    const avatar = await screen.findByTestId('profile-avatar');
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe(defaultAvatar);
  });

  it('changes the avatar through the upload dialog and saves it with the form', async () => {
    // jsdom has no canvas: the dialog uploads the picture without cropping it.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const bodies = recordBodies(userPaths.updateUser);
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: '更换头像' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('图片将裁剪为 200×200 像素')).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    // The widget judges a file by its first bytes: a PNG signature, then padding.
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await userEvent.upload(input, new File([png], 'me.png', { type: 'image/png' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /上\s*传/ }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const file = uploadedFileRows()[0];
    expect(file).toMatchObject({ name: 'me.png', kind: 'png' });
    const path = `/api/sys/file/${file?.key}`;
    await waitFor(() => expect(screen.getByTestId('profile-avatar').querySelector('img')?.getAttribute('src')).toBe(path));
    expect(adminRow().avatarUrl).toBe('');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('个人资料已保存')).toBeInTheDocument();
    expect(bodies).toEqual([{ contact: ADMIN_ACCOUNT.contact, avatarUrl: path, introduction: '负责公司整体运营' }]);
    expect(adminRow().avatarUrl).toBe(path);
    expect(useSession.getState().user?.avatarUrl).toBe(path);
  });
});

describe('password', () => {
  async function fill(oldPassword: string, newPassword: string, confirm: string) {
    await openProfile('password');
    await userEvent.type(await screen.findByLabelText('原密码'), oldPassword);
    await userEvent.type(screen.getByLabelText('新密码'), newPassword);
    await userEvent.type(screen.getByLabelText('确认新密码'), confirm);
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
  }

  it('blocks a confirmation that does not match and sends nothing', async () => {
    const bodies = recordBodies(userPaths.modifyPassword);
    await fill(ADMIN_ACCOUNT.password, 'newpass1', 'newpass2');
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(adminRow().password).toBe(ADMIN_ACCOUNT.password);
  });

  it('shows the server message for a wrong old password and keeps the fields', async () => {
    await fill('not-my-password', 'newpass1', 'newpass1');
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    expect(screen.getByLabelText('原密码')).toHaveValue('not-my-password');
    expect(screen.getByLabelText('新密码')).toHaveValue('newpass1');
    expect(adminRow().password).toBe(ADMIN_ACCOUNT.password);
  });

  it('changes the password, says so and clears the fields', async () => {
    await fill(ADMIN_ACCOUNT.password, 'newpass1', 'newpass1');
    expect(await screen.findByText('密码已修改，下次登录请使用新密码')).toBeInTheDocument();
    expect(adminRow().password).toBe('newpass1');
    await waitFor(() => expect(screen.getByLabelText('原密码')).toHaveValue(''));
    expect(screen.getByLabelText('确认新密码')).toHaveValue('');
  });
});

describe('login log', () => {
  it('shows the rows of the server page with time, IP and browser', async () => {
    await openProfile('loginLogs');
    const logs = getDb()
      .loginLogs.filter((row) => row.userId === adminRow().userId)
      .sort((a, b) => b.loginTime.localeCompare(a.loginTime));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText(logs[0]?.ip ?? '?').length).toBeGreaterThan(0));
    const rows = within(table).getAllByRole('row').slice(1);
    // The same page size and range text as every other list.
    const shown = Math.min(DEFAULT_PAGE_SIZE, logs.length);
    expect(rows).toHaveLength(shown);
    expect(within(table).getAllByText(/Chrome|Safari|WeChat/).length).toBeGreaterThan(0);
    expect(screen.getByText(`第 1-${shown} 条，共 ${logs.length} 条`)).toBeInTheDocument();
  });
});

describe('theme', () => {
  it('offers the eight preset colours', async () => {
    await openProfile('theme');
    expect(await screen.findAllByRole('radio')).toHaveLength(8);
  });
});

describe('WeChat binding', () => {
  it('asks before unbinding; cancelling keeps it, confirming clears the server record', async () => {
    adminRow().wxUserInfo = { nickname: '微信小王', headimgurl: 'data:image/png;base64,AA==' };
    await useSession.getState().loadUserInfo();
    await openProfile('wechat');
    expect(await screen.findByTestId('wechat-nickname')).toHaveTextContent('微信小王');

    await userEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('解除微信“微信小王”的绑定？');
    expect(within(dialog).getByText('解除后将不能再用该微信账号接收通知，确定解除绑定吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(adminRow().wxUserInfo).not.toBeNull();

    // The page's button comes before the (portalled) dialogs in the document.
    const [pageButton] = screen.getAllByRole('button', { name: '解除绑定' });
    if (!pageButton) throw new Error('no unbind button');
    await userEvent.click(pageButton);
    const again = (await screen.findAllByRole('dialog')).at(-1);
    if (!again) throw new Error('no dialog');
    await userEvent.click(within(again).getByRole('button', { name: '解除绑定' }));
    expect(await screen.findByText('已解除微信绑定')).toBeInTheDocument();
    expect(adminRow().wxUserInfo).toBeNull();
    expect(useSession.getState().user?.wxUserInfo).toBeNull();
    expect(await screen.findByRole('button', { name: /绑定微信/ })).toBeInTheDocument();
  });

  it('binds the fake account, which getUserInfo then returns', async () => {
    await openProfile('wechat');
    await userEvent.click(await screen.findByRole('button', { name: /绑定微信/ }));
    expect(await screen.findByText('微信绑定成功')).toBeInTheDocument();
    const stored = adminRow().wxUserInfo;
    expect(stored?.nickname).toContain(ADMIN_ACCOUNT.contact);
    expect(screen.getByTestId('wechat-nickname')).toHaveTextContent(stored?.nickname ?? '?');
    const info = await useSession.getState().loadUserInfo();
    expect(info.wxUserInfo).toEqual(stored);
  });
});
