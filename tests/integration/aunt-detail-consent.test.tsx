/**
 * The aunt detail's 信息共享授权 section against the real mock: no authorisation (the share button
 * disabled, saying why), recording one with the signed form uploaded (the server stores it; the
 * button is enabled and sharing works), withdrawing it after asking (she leaves the hall), and a
 * server without the consent calls (404): the section says they are unavailable and sharing is not blocked.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { auntConsentPaths, type SetAuntConsentRequest } from '@/api/auntConsent';
import { unitedPaths, type UnitedAuntIdRequest } from '@/api/united';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import AuntDetailPage from '@/pages/aunt/detail';
import { withNodeFileApis } from '../nodeFileApis';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { pngBytes } from './upload-dialog';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const SHARE = /分享到联盟大厅$/;
const BLOCKED = '没有信息共享授权，不能分享到联盟大厅：请先在“信息共享授权”中登记';

withFreshMockDb();
withNodeFileApis();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

/** A seeking-work aunt of the admin's company, not shared, her authorisation taken away (set-up). */
function auntWithoutConsent() {
  const db = getDb();
  const aunt = db.aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.isShared === 0 && row.workStatus === 1 && row.teacherUserId !== 0)!;
  db.auntConsents = db.auntConsents.filter((row) => row.auntId !== aunt.auntId);
  return aunt;
}

async function renderDetail(auntId: number, name: string) {
  renderRoutes([{ path: '/aunt/detail/:auntId', element: <AuntDetailPage /> }], `/aunt/detail/${auntId}`);
  await screen.findByRole('heading', { name });
  return screen.findByTestId('aunt-consent');
}

const openDialogs = () => screen.getAllByRole('dialog').filter((dialog) => dialog.isConnected && !dialog.closest('[class*="-leave"]'));

describe('aunt detail: sharing authorisation', () => {
  it('without one, sharing is disabled and says why; recording one (form uploaded) enables it and she is shared', async () => {
    const aunt = auntWithoutConsent();
    const section = await renderDetail(aunt.auntId, aunt.auntName);
    expect(await within(section).findByText('未登记授权：她不能被分享到联盟大厅。')).toBeInTheDocument();
    const share = screen.getByRole('button', { name: SHARE });
    await waitFor(() => expect(share).toBeDisabled());
    expect(share).toHaveAttribute('aria-description', BLOCKED);

    const saved = recordBodies<SetAuntConsentRequest>(auntConsentPaths.setAuntConsent);
    await userEvent.click(within(section).getByRole('button', { name: '登记授权' }));
    const drawer = await screen.findByRole('dialog', { name: '登记信息共享授权' });
    // Saving without the form keeps the drawer open and says what is missing; nothing is sent.
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('请上传本人签字的授权书')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.click(within(drawer).getByRole('checkbox', { name: '联系方式' }));
    await userEvent.click(within(drawer).getByRole('button', { name: /上传授权书$/ }));
    const upload = await waitFor(() => {
      const dialog = openDialogs().find((candidate) => candidate.querySelector('input[type=file]'));
      if (!dialog) throw new Error('no upload dialog yet');
      return dialog;
    });
    await userEvent.upload(upload.querySelector<HTMLInputElement>('input[type=file]')!, new File([pngBytes()], 'form.png', { type: 'image/png' }));
    await userEvent.click(await within(upload).findByRole('button', { name: /^上\s*传$/ }));
    expect(await within(drawer).findByTestId('consent-form-file')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('授权已登记')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ auntId: aunt.auntId, scope: ['basic', 'photo', 'certificates', 'contact'] });
    expect(saved[0]!.fileUrl).toMatch(/\/sys\/file\/[0-9a-f]{32}$/);
    expect(getDb().auntConsents.find((row) => row.auntId === aunt.auntId)).toMatchObject({ status: 'onFile', fileUrl: saved[0]!.fileUrl });
    expect(await within(section).findByText(/^授权在案：.*签署，合作公司可见：基本信息、照片、证书、联系方式$/)).toBeInTheDocument();

    const shared = recordBodies<UnitedAuntIdRequest>(unitedPaths.addAunt);
    await waitFor(() => expect(screen.getByRole('button', { name: SHARE })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: SHARE }));
    expect(await screen.findByText('已分享到联盟大厅')).toBeInTheDocument();
    expect(shared).toEqual([{ auntId: aunt.auntId }]);
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)?.isShared).toBe(1);
  });

  it('withdrawing asks first, then takes her off the hall and says she withdrew', async () => {
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isShared === 1 && row.teacherUserId !== 0)!;
    const section = await renderDetail(aunt.auntId, aunt.auntName);
    await userEvent.click(await within(section).findByRole('button', { name: '撤回授权' }));
    const dialog = await waitFor(() => {
      const found = openDialogs().find((candidate) => candidate.textContent?.includes('确定撤回'));
      if (!found) throw new Error('no prompt yet');
      return found;
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定撤回' }));
    expect(await screen.findByText('已撤回授权')).toBeInTheDocument();
    expect(await within(section).findByText(/^她已于 .* 撤回授权：不能再分享到联盟大厅。$/)).toBeInTheDocument();
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)?.isShared).toBe(0);
    expect(getDb().auntConsents.find((row) => row.auntId === aunt.auntId)?.status).toBe('withdrawn');
    await waitFor(() => expect(screen.getByRole('button', { name: SHARE })).toBeDisabled());
  });

  it('a server without the consent calls (404): the section says so and sharing is not blocked', async () => {
    const aunt = auntWithoutConsent();
    mockServer.use(
      http.post(`*${auntConsentPaths.getAuntConsent}`, () => new HttpResponse(null, { status: 404 })),
      // That server keeps its own share rule: it accepts her.
      http.post(`*${unitedPaths.addAunt}`, () => HttpResponse.json({ code: 200, success: true, message: '', data: null })),
    );
    const section = await renderDetail(aunt.auntId, aunt.auntName);
    expect(await within(section).findByText('授权记录不可用（当前服务器不支持此功能），分享不受此限制。')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '登记授权' })).toBeNull();
    const share = screen.getByRole('button', { name: SHARE });
    expect(share).toBeEnabled();
    const shared = recordBodies<UnitedAuntIdRequest>(unitedPaths.addAunt);
    await userEvent.click(share);
    expect(await screen.findByText('已分享到联盟大厅')).toBeInTheDocument();
    expect(shared).toEqual([{ auntId: aunt.auntId }]);
  });
});
