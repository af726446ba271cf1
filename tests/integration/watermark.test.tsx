/**
 * The company's watermark (ours): the switch on the company info page (sends /company/watermark/set,
 * disabled without company.manage, unavailable on a server without the calls), the layer over the
 * page content (the viewer's name, mobile's last four digits and the minute; absent when off or on
 * 404) and the first line of an exported file (only when on).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Button } from 'antd';
import { companyPaths } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { isCallUnavailable } from '@/api/optional';
import { queryClient } from '@/api/queryClient';
import { XlsxWriterContext, useTableExport, type DataColumn, type XlsxFile } from '@/components/DataTable';
import Watermark from '@/components/personal/Watermark';
import { dateTime } from '@/domain/format';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import CompanyInfoPage from '@/pages/company/info';
import { withFreshMockDb } from '@/mocks/testing';
import { useSession } from '@/stores/session';
import { renderRoutes, renderWithProviders } from '../render';
import { recordBodies, serverLacks } from '../requests';
import { signInAs, signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const NOW = Date.parse('2026-06-15T09:00:00.000Z');
const company = () => getDb().companies.find((row) => row.companyId === 1)!;
const me = () => useSession.getState().user!;

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));
afterEach(() => vi.useRealTimers());

const openInfo = () => renderRoutes([{ path: '/company/info', element: <CompanyInfoPage /> }], '/company/info');
const card = () => screen.findByTestId('company-watermark');

describe('the company info switch', () => {
  it('turns the watermark on and off at once, sending the call', async () => {
    const sent = recordBodies(companyPaths.setWatermark);
    openInfo();
    const sw = await within(await card()).findByRole('switch', { name: '水印' });
    await waitFor(() => expect(sw).toBeEnabled());
    expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    await waitFor(() => expect(sw).toBeChecked());
    await waitFor(() => expect(sent).toEqual([{ enabled: 1 }]));
    expect(company().watermark).toBe(1);
    expect(await screen.findByText('水印已开启')).toBeInTheDocument();
    await userEvent.click(sw);
    await waitFor(() => expect(sw).not.toBeChecked());
    expect(company().watermark).toBe(0);
    expect(sent).toEqual([{ enabled: 1 }, { enabled: 0 }]);
  });

  it('is disabled with the reason without company.manage', async () => {
    company().watermark = 1;
    await signInAs(STAFF_ACCOUNT);
    openInfo();
    const box = await card();
    const sw = await within(box).findByRole('switch', { name: '水印' });
    await waitFor(() => expect(sw).toBeChecked());
    expect(sw).toBeDisabled();
    expect(within(box).getByText('修改需要“公司设置”权限')).toBeInTheDocument();
  });

  it('says the feature is unavailable on a server without the calls', async () => {
    serverLacks(companyPaths.getWatermark);
    openInfo();
    const box = await card();
    expect(await within(box).findByText('当前服务器不支持此功能')).toBeInTheDocument();
    expect(within(box).queryByRole('switch')).toBeNull();
    // The rest of the page still works.
    expect(await screen.findByTestId('company-track-days')).toBeInTheDocument();
  });
});

describe('the layer over the page', () => {
  it('shows the viewer and the minute when on, faint and out of the way, refreshed each minute', async () => {
    company().watermark = 1;
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    renderWithProviders(<Watermark />);
    const layer = await screen.findByTestId('watermark');
    const line = `${me().contact} ${me().mobile.slice(-4)} ${dateTime(NOW)}`;
    expect(me().mobile.slice(-4)).toMatch(/^\d{4}$/);
    expect(layer).toHaveAttribute('data-text', line);
    expect(decodeURIComponent(layer.style.getPropertyValue('mask-image'))).toContain(line);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.style.pointerEvents).toBe('none');
    expect(layer.style.userSelect).toBe('none');
    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() =>
      expect(screen.getByTestId('watermark')).toHaveAttribute('data-text', `${me().contact} ${me().mobile.slice(-4)} ${dateTime(NOW + 60_000)}`),
    );
  });

  it('is absent when off', async () => {
    renderWithProviders(<Watermark />);
    // The answer (off) has arrived, and rendered nothing.
    await waitFor(() => expect(queryClient.getQueryData(companyQueries.watermark().queryKey)).toEqual({ enabled: 0 }));
    expect(screen.queryByTestId('watermark')).toBeNull();
  });

  it('is absent on a server without the call', async () => {
    company().watermark = 1;
    const lacks = serverLacks(companyPaths.getWatermark);
    renderWithProviders(<Watermark />);
    await waitFor(() => expect(isCallUnavailable(companyPaths.getWatermark)).toBe(true));
    expect(lacks.asked).toBe(1);
    expect(screen.queryByTestId('watermark')).toBeNull();
  });
});

interface Row {
  id: number;
  name: string;
}
const COLUMNS: DataColumn<Row>[] = [{ key: 'name', title: '姓名', width: 120, render: (row) => row.name, exportValue: (row) => row.name }];

function ExportRows() {
  const exporter = useTableExport<Row>();
  return (
    <>
      <Button onClick={() => void exporter.exportRows({ rows: [{ id: 1, name: '甲' }], columns: COLUMNS, fileName: 'x.xlsx', sheetName: 'x', privacy: null })}>
        导出
      </Button>
      {exporter.dialog}
    </>
  );
}

async function exported(): Promise<XlsxFile> {
  const written: XlsxFile[] = [];
  renderWithProviders(
    <XlsxWriterContext.Provider value={async (file) => void written.push(file)}>
      <ExportRows />
    </XlsxWriterContext.Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
  await waitFor(() => expect(written).toHaveLength(1));
  return written[0]!;
}

describe('the exported file', () => {
  it('starts with who exported it and when, when on', async () => {
    company().watermark = 1;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const file = await exported();
    expect(file.sheet.caption).toBe(`导出人：${me().contact}（尾号 ${me().mobile.slice(-4)}） 导出时间：${dateTime(NOW)}`);
    expect(file.sheet.header).toEqual(['姓名']);
    expect(file.sheet.rows).toEqual([['甲']]);
  });

  it('has no such line when off', async () => {
    expect((await exported()).sheet.caption).toBeUndefined();
  });

  it('has no such line on a server without the call', async () => {
    company().watermark = 1;
    const lacks = serverLacks(companyPaths.getWatermark);
    expect((await exported()).sheet.caption).toBeUndefined();
    expect(lacks.asked).toBe(1);
  });
});
