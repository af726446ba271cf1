/**
 * The export file names of the lists with tabs besides the aunts' (aunt-list.test.tsx has those):
 * the recruitment orders and the employers name the tab in force, in the language in use.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { employerPaths } from '@/api/employer';
import type { EmployerQuery } from '@/api/employer.types';
import { orderPaths } from '@/api/order';
import type { OrderListQuery } from '@/api/order.types';
import { XlsxWriterContext, type XlsxFile } from '@/components/DataTable';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import EmployerListPage from '@/pages/employer/list';
import OrderListPage from '@/pages/order/list';
import { renderRoutes } from '../render';
import { giveExportReason } from '../exportReason';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

let written: XlsxFile[] = [];

function renderPage(path: string, page: ReactElement) {
  written = [];
  renderRoutes([{ path, element: page }], path, (router) => (
    <XlsxWriterContext.Provider value={async (file) => void written.push(file)}>{router}</XlsxWriterContext.Provider>
  ));
}

/** Clicks the list's export button (by its text: a lingering progress dialog has 取消导出 too), answers the reason dialog when `reason` is given, and gives the file's name. */
async function exportAs(text: RegExp, reason?: string): Promise<string> {
  const before = written.length;
  const button = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
      (candidate) => text.test(candidate.textContent?.trim() ?? '') && !candidate.disabled,
    );
    if (!found) throw new Error(`no enabled button ${String(text)}`);
    return found;
  });
  await userEvent.click(button);
  if (reason) await giveExportReason(reason, text);
  await waitFor(() => expect(written).toHaveLength(before + 1));
  return written[before].fileName;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('export file names name the tab in force', () => {
  it('recruitment orders: 招聘订单-全部, then 已签约; Signed in English', async () => {
    const bodies = recordBodies<OrderListQuery>(orderPaths.list);
    renderPage('/customer/jobs', <OrderListPage />);
    expect(await exportAs(/^导\s*出$/)).toMatch(/^招聘订单-全部-\d{8}\.xlsx$/);
    await userEvent.click(await screen.findByRole('tab', { name: /^已签约/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ tabKey: 'signed' }));
    expect(await exportAs(/^导\s*出$/)).toMatch(/^招聘订单-已签约-\d{8}\.xlsx$/);
    await i18n.changeLanguage('en');
    await screen.findByRole('tab', { name: /^Signed/ });
    expect(await exportAs(/^Export$/)).toMatch(/^recruitment-orders-Signed-\d{8}\.xlsx$/);
  });

  it('employers: 客户列表-全部, then 意向客户; Interested in English', async () => {
    const bodies = recordBodies<EmployerQuery>(employerPaths.getEmployerByFilter);
    renderPage('/employer/list', <EmployerListPage />);
    expect(await exportAs(/^导\s*出$/, '联系客户')).toMatch(/^客户列表-全部-\d{8}\.xlsx$/);
    await userEvent.click(await screen.findByRole('tab', { name: /^意向客户/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ status: 2 }));
    expect(await exportAs(/^导\s*出$/, '联系客户')).toMatch(/^客户列表-意向客户-\d{8}\.xlsx$/);
    await i18n.changeLanguage('en');
    await screen.findByRole('tab', { name: /^Interested/ });
    expect(await exportAs(/^Export$/, 'Contact the employer')).toMatch(/^employers-Interested-\d{8}\.xlsx$/);
  });
});
