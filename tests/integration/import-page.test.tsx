/**
 * The import flow on the employer list: a CSV's columns mapped by their headers (editable, a
 * required field left unmapped is flagged), the preview's problems, the import, the result file
 * of refused rows with reasons; a server without the bulk call gets the spec's add call per row.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { employerPaths } from '@/api/employer';
import { importPaths } from '@/api/imports';
import { XlsxWriterContext, type XlsxFile } from '@/components/DataTable';
import { withFreshMockDb } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import EmployerListPage from '@/pages/employer/list';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies, serverLacks } from '../requests';

withFreshMockDb();
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
let written: XlsxFile[] = [];
beforeEach(() => {
  written = [];
  return signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
});

function renderList() {
  renderRoutes([{ path: '/employer/list', element: <EmployerListPage /> }], '/employer/list', (router) => (
    <XlsxWriterContext.Provider value={async (file) => void written.push(file)}>{router}</XlsxWriterContext.Provider>
  ));
}

const dialog = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(text));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};

/** The open select's option with this title. */
const option = async (title: string) => {
  await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${title}"]`)).not.toBeNull());
  return document.querySelector(`.ant-select-item-option[title="${title}"]`) as HTMLElement;
};

function csvFile(): File {
  const taken = getDb().employers.find((row) => row.companyId === 1 && row.isDeleted === 0)!.mobile;
  const lines = [
    '客户姓名,Phone,地址,爱好',
    '导入甲,13612340001,朝阳区,读书',
    '导入乙,13612340001,,',
    `导入丙,${taken},,`,
    ',12345,,',
    '导入丁,13612340002,海淀区,',
  ];
  return new File([lines.join('\r\n')], 'employers.csv', { type: 'text/csv' });
}

async function openAndChoose(file: File) {
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: /导入/ }));
  const modal = await dialog('导入雇主');
  await userEvent.upload(modal.querySelector('input[type="file"]') as HTMLInputElement, file);
  return dialog('对应列');
}

describe('import employers', () => {
  it('maps the columns by header, flags an unmapped required field, previews each row’s problems, imports the good rows and writes the refused ones with reasons', async () => {
    const before = getDb().employers.length;
    const mapping = await openAndChoose(csvFile());
    const rows = within(mapping).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['客户姓名导入甲姓名 *', 'Phone13612340001手机号 *', '地址朝阳区地址', '爱好读书不导入']);
    // Unmapping the name flags it and blocks the next step; mapping it again lets it go on.
    await userEvent.click(within(rows[0]).getByRole('combobox'));
    await userEvent.click(await option('不导入'));
    expect(await dialog('必填项未对应：姓名')).toBeTruthy();
    expect(within(mapping).getByRole('button', { name: '下一步' })).toBeDisabled();
    await userEvent.click(within(rows[0]).getByRole('combobox'));
    await userEvent.click(await option('姓名 *'));
    await userEvent.click(within(mapping).getByRole('button', { name: '下一步' }));

    const preview = await dialog('共 5 行：2 行可导入，3 行有问题');
    expect(preview).toHaveTextContent('手机号与文件中前面的行重复');
    expect(preview).toHaveTextContent('手机号已存在');
    expect(preview).toHaveTextContent('姓名为必填；手机号格式不正确');
    await userEvent.click(within(preview).getByRole('button', { name: '导入 2 行' }));

    const result = await dialog('成功 2 行，未导入 3 行');
    const stored = getDb().employers.slice(before);
    expect(stored.map((row) => [row.employerName, row.mobile, row.address])).toEqual([
      ['导入甲', '13612340001', '朝阳区'],
      ['导入丁', '13612340002', '海淀区'],
    ]);
    await userEvent.click(within(result).getByRole('button', { name: '下载未导入的行（含原因）' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0].sheet.header).toEqual(['行号', '客户姓名', 'Phone', '地址', '爱好', '原因']);
    expect(written[0].sheet.rows).toEqual([
      [3, '导入乙', '13612340001', '', '', '手机号与文件中前面的行重复'],
      [4, '导入丙', expect.any(String), '', '', '手机号已存在'],
      [5, '', '12345', '', '', '姓名为必填；手机号格式不正确'],
    ]);
  });

  it('adds the rows one by one through the spec’s call when the server lacks the bulk call, with the same outcome', async () => {
    const lacking = serverLacks(importPaths.importEmployers);
    const bodies = recordBodies(employerPaths.createEmployer);
    const before = getDb().employers.length;
    const mapping = await openAndChoose(csvFile());
    await userEvent.click(within(mapping).getByRole('button', { name: '下一步' }));
    const preview = await dialog('当前服务器不支持批量导入');
    // Without the dry run the existing duplicate is found while importing.
    expect(preview).toHaveTextContent('共 5 行：3 行可导入，2 行有问题');
    await userEvent.click(within(preview).getByRole('button', { name: '导入 3 行' }));
    await dialog('成功 2 行，未导入 3 行');
    expect(lacking.asked).toBeGreaterThan(0);
    expect(bodies).toHaveLength(3);
    expect(
      getDb()
        .employers.slice(before)
        .map((row) => row.employerName),
    ).toEqual(['导入甲', '导入丁']);
  });

  it('refuses a file with no data rows, saying why, and stays on the file step', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /导入/ }));
    const modal = await dialog('导入雇主');
    await userEvent.upload(modal.querySelector('input[type="file"]') as HTMLInputElement, new File(['姓名,手机号\r\n'], 'empty.csv', { type: 'text/csv' }));
    expect(await dialog('文件没有数据行（第一行为表头）')).not.toHaveTextContent('对应列文件中的列');
  });
});
