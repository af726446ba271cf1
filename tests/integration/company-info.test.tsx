/**
 * The company info page (/company/info) against the mock: what it shows (seats, the add-aunt QR
 * code, tracking days, the mini-program), saving the name and logo (the real sidebar follows at
 * once), the tracking days and the licence (through /sys/uploadFileMP), refusals that keep what
 * was typed, the loading state, and the read-only view without company.manage.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyPaths } from '@/api/company';
import { sysPaths } from '@/api/sys';
import { Sidebar } from '@/layout/Sidebar';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { uploadedFileRows, withFreshMockDb } from '@/mocks/testing';
import CompanyInfoPage from '@/pages/company/info';
import { useSession } from '@/stores/session';
import { withNodeFileApis } from '../nodeFileApis';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { pngBytes } from './upload-dialog';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const company = () => getDb().companies.find((row) => row.companyId === 1)!;

function openPage() {
  return renderRoutes(
    [
      {
        path: '/company/info',
        element: (
          <>
            <aside data-testid="sidebar">
              <Sidebar collapsed={false} />
            </aside>
            <CompanyInfoPage />
          </>
        ),
      },
    ],
    '/company/info',
  );
}

/** The basic card's save button (the tracking days have their own). */
const saveBasic = () => within(screen.getByTestId('company-basic')).getByRole('button', { name: /保\s*存/ });

/** Picks a PNG in the open upload dialog and presses its Upload button. */
async function uploadInDialog(name: string) {
  const dialog = await screen.findByRole('dialog');
  const input = await waitFor(() => {
    const found = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  await userEvent.upload(input, new File([pngBytes()], name, { type: 'image/png' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: /^上\s*传$/ }));
}

/** The paths of the requests sent from now on (multipart ones too). */
function recordPaths(): string[] {
  const paths: string[] = [];
  mockServer.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

withFreshMockDb();
withNodeFileApis();

describe('the company info page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('shows the seats, the add-aunt QR code, the tracking days and the mini-program', async () => {
    openPage();
    const seats = await screen.findByTestId('company-seats');
    // Company 1: five enabled accounts of 20 seats (the disabled ones take none).
    expect(seats).toHaveTextContent('5/ 20');
    expect(seats).toHaveTextContent('还可添加 15 个员工账号');
    expect(within(seats).getByRole('link', { name: '升级套餐，增加席位' })).toHaveAttribute('href', '/sys/solution');
    const qr = screen.getByTestId('company-aunt-qr');
    expect(within(qr).getByRole('img', { name: '阿姨加入二维码' })).toHaveAttribute('data-qr-value', 'https://mp.example.com/join?companyId=1');
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(within(qr).getByTestId('aunt-join-link')).toHaveTextContent('https://mp.example.com/join?companyId=1');
    expect(await screen.findByLabelText('跟踪天数')).toHaveValue('30');
    const mp = screen.getByTestId('company-mp');
    expect(mp).toHaveTextContent('上海安心家政服务有限公司小程序');
    expect(mp).toHaveTextContent('未上传');
  });

  it('saves a new name and logo; the sidebar shows them at once', async () => {
    // jsdom has no canvas: the dialog uploads the picture without cropping it.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const bodies = recordBodies(companyPaths.editCompanyInfo);
    openPage();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveTextContent('上海安心家政服务有限公司');
    const name = await screen.findByLabelText('公司名称');
    await userEvent.clear(name);
    await userEvent.type(name, '  安心家政（总店） ');
    await userEvent.click(screen.getByRole('button', { name: '上传标志' }));
    expect(await screen.findByText('图片将裁剪为 200×200 像素')).toBeInTheDocument();
    await uploadInDialog('logo.png');
    const logo = `/api/sys/file/${uploadedFileRows()[0]!.key}`;
    await waitFor(() => expect(screen.getByTestId('company-logo-preview')).toHaveAttribute('src', logo));
    expect(company().companyLogo).toBe('');
    await userEvent.click(saveBasic());
    expect(await screen.findByText('公司信息已保存')).toBeInTheDocument();
    expect(bodies).toEqual([{ companyName: '安心家政（总店）', companyLogo: logo }]);
    expect(company()).toMatchObject({ companyName: '安心家政（总店）', companyLogo: logo });
    expect(sidebar).toHaveTextContent('安心家政（总店）');
    expect(sidebar.querySelector('img')).toHaveAttribute('src', logo);
    expect(useSession.getState().user?.company.companyName).toBe('安心家政（总店）');

    // Removing the logo puts the product's back in the sidebar.
    await userEvent.click(screen.getByRole('button', { name: /移除标志/ }));
    await userEvent.click(saveBasic());
    await waitFor(() => expect(company().companyLogo).toBe(''));
    await waitFor(() => expect(sidebar.querySelector('img')?.getAttribute('src')).not.toBe(logo));
  });

  it('checks the name before sending, and keeps what was typed when the server refuses', async () => {
    const bodies = recordBodies(companyPaths.editCompanyInfo);
    openPage();
    const name = await screen.findByLabelText('公司名称');
    await userEvent.clear(name);
    await userEvent.click(saveBasic());
    expect(await screen.findByText('请输入公司名称')).toBeInTheDocument();
    await userEvent.type(name, '安');
    expect(await screen.findByText('公司名称至少 2 个字符')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    mockServer.use(
      http.post(`*${companyPaths.editCompanyInfo}`, () => HttpResponse.json({ code: 40001, success: false, data: null, error: '公司名称包含敏感词' }), {
        once: true,
      }),
    );
    await userEvent.type(name, '心家政旗舰店');
    await userEvent.click(saveBasic());
    expect(await screen.findByText('公司名称包含敏感词')).toBeInTheDocument();
    expect(screen.getByLabelText('公司名称')).toHaveValue('安心家政旗舰店');
    expect(screen.getByTestId('sidebar')).toHaveTextContent('上海安心家政服务有限公司');
    expect(company().companyName).toBe('上海安心家政服务有限公司');
  });

  it('saves the tracking days; out of range is refused before sending, a server refusal keeps the number', async () => {
    const bodies = recordBodies(companyPaths.setCompanyTrackDays);
    openPage();
    const days = await screen.findByLabelText('跟踪天数');
    const save = within(screen.getByTestId('company-track-days')).getByRole('button', { name: /保\s*存/ });
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(save);
    expect(await screen.findByText('请输入 1–365 之间的整数')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(save);
    expect(await screen.findByText('跟踪天数已保存')).toBeInTheDocument();
    expect(bodies).toEqual([{ trackDays: 45 }]);
    expect(company().trackDays).toBe(45);

    mockServer.use(
      http.post(`*${companyPaths.setCompanyTrackDays}`, () => HttpResponse.json({ code: 40301, success: false, data: null, error: '没有权限执行此操作' }), {
        once: true,
      }),
    );
    await userEvent.clear(days);
    await userEvent.type(days, '60');
    await userEvent.click(save);
    expect(await screen.findByText('没有权限执行此操作')).toBeInTheDocument();
    expect(screen.getByLabelText('跟踪天数')).toHaveValue('60');
    expect(company().trackDays).toBe(45);
  });

  it('uploads the business licence through /sys/uploadFileMP and saves it', async () => {
    const bodies = recordBodies(companyPaths.updateLicenseImageMP);
    const paths = recordPaths();
    openPage();
    const mp = await screen.findByTestId('company-mp');
    await userEvent.click(within(mp).getByRole('button', { name: /上传营业执照/ }));
    await uploadInDialog('licence.png');
    expect(await screen.findByText('营业执照已更新')).toBeInTheDocument();
    const licence = `/api/sys/file/${uploadedFileRows()[0]!.key}`;
    expect(paths).toContain(`/api${sysPaths.uploadFileMP}`);
    expect(paths).not.toContain(`/api${sysPaths.uploadFile}`);
    expect(bodies).toEqual([{ licenseImage: licence }]);
    expect(company().licenseImage).toBe(licence);
    await waitFor(() => expect(within(screen.getByTestId('company-mp')).getByRole('img', { name: '营业执照' })).toHaveAttribute('src', licence));
    expect(within(screen.getByTestId('company-mp')).getByRole('button', { name: /更换营业执照/ })).toBeInTheDocument();
  });

  it('shows a loading state until the mini-program settings arrive, and a retry when they fail', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.post(`*${companyPaths.getCompanyMp}`, () => held, { once: true }));
    openPage();
    expect(await screen.findByTestId('company-track-loading')).toBeInTheDocument();
    expect(screen.getByTestId('company-mp-loading')).toBeInTheDocument();
    release();
    expect(await screen.findByLabelText('跟踪天数')).toHaveValue('30');
    expect(screen.queryByTestId('company-mp-loading')).toBeNull();
  });

  it('offers a retry when the mini-program settings cannot be loaded', async () => {
    mockServer.use(
      http.post(`*${companyPaths.getCompanyMp}`, () => HttpResponse.json({ code: 500, success: false, data: null, error: '服务器繁忙' }, { status: 500 }), {
        once: true,
      }),
    );
    openPage();
    const retry = (await screen.findAllByRole('button', { name: /重\s*试/ }))[0]!;
    await userEvent.click(retry);
    expect(await screen.findByLabelText('跟踪天数')).toHaveValue('30');
  });
});

describe('the company info page without company.manage', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('is read-only: no form, no upload, the values as text', async () => {
    openPage();
    expect(await screen.findByText('你可以查看公司信息；修改需要“公司设置”权限。')).toBeInTheDocument();
    expect(await screen.findByTestId('track-days-value')).toHaveTextContent('30 天');
    expect(screen.getByTestId('company-basic')).toHaveTextContent('上海安心家政服务有限公司');
    expect(screen.queryByLabelText('公司名称')).toBeNull();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /上传营业执照/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '上传标志' })).toBeNull();
    // The seats and the QR code are for everyone.
    expect(screen.getByTestId('company-seats')).toHaveTextContent('5/ 20');
    expect(screen.getByRole('button', { name: /复制链接/ })).toBeInTheDocument();
  });
});
