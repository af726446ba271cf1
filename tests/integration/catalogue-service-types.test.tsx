/**
 * The service types page (/company/service-types) against the mock: loading, add with a colour
 * (the spec's hex rule checked in the form), a refused save that keeps what was typed, enable /
 * disable, reorder, delete asked first (an unused type goes; a type in use is retired, listed
 * apart and restored), every screen that shows service types following at once, and the
 * read-only view for staff.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyPaths } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { queryClient } from '@/api/queryClient';
import { ServiceTypeTags } from '@/components/aunt';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import ServiceTypesPage from '@/pages/company/serviceTypes';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const typeId = (name: string) => getDb().serviceTypes.find((row) => row.companyId === 1 && row.serviceTypeName === name)!.serviceTypeId;
/** The page, and beside it an aunt's service type tags as the lists draw them (they read the shared options). */
const openPage = (tagsOf: number[] = []) =>
  renderRoutes(
    [
      {
        path: '/company/service-types',
        element: (
          <>
            <ServiceTypesPage />
            <div data-testid="aunt-tags">
              <ServiceTypeTags value={tagsOf} />
            </div>
          </>
        ),
      },
    ],
    '/company/service-types',
  );
const labelled = (label: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
    if (!found) throw new Error(`nothing labelled ${label}`);
    return found;
  });
const shownNames = () => Array.from(document.querySelectorAll('.ant-table-tbody [data-testid="entry-name"]')).map((cell) => cell.textContent);
const lastDialog = async (title: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(title));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

withFreshMockDb();

describe('the service types page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('shows loading, then the types with their colours, enabled flags and uses', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.post(`*${companyPaths.getServiceType}`, () => held.then(() => undefined), { once: true }));
    openPage();
    expect(await screen.findByTestId('service-types-loading')).toBeInTheDocument();
    release();
    await waitFor(() => expect(shownNames().slice(0, 3)).toEqual(['月嫂', '育儿嫂', '住家保姆']));
    expect(shownNames()).toHaveLength(10);
    expect(await labelled('启用“涉外保姆”')).not.toBeChecked();
    expect(screen.getAllByText('#6B6C70').length).toBeGreaterThan(0);
  });

  it('adds a type with a colour (checked by the spec’s rule), and the shared aunt options follow at once', async () => {
    const bodies = recordBodies<{ companyServiceTypes: unknown[] }>(companyPaths.setCompanyServiceType);
    openPage([9999]);
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: /新增服务类型/ }));
    const dialog = await lastDialog('新增服务类型');
    await userEvent.type(within(dialog).getByLabelText('名称'), '产康师');
    const colour = within(dialog).getByRole('textbox', { name: '颜色' });
    await userEvent.type(colour, '#12');
    await save(dialog);
    expect(await within(dialog).findByText('颜色须为 # 加 3 位或 6 位十六进制数字，如 #1890FF')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(colour, '3');
    await save(dialog);
    await waitFor(() => expect(shownNames().at(-1)).toBe('产康师'));
    expect(bodies[0]!.companyServiceTypes.at(-1)).toEqual({ serviceTypeName: '产康师', color: '#123', isEnabled: 1 });
    expect(getDb().serviceTypes.find((row) => row.serviceTypeName === '产康师')).toMatchObject({ color: '#123', sort: 11 });
    // The shared options every aunt, employer and order screen reads were asked again: no reload needed.
    await waitFor(() =>
      expect(queryClient.getQueryData(companyQueries.auntOptions().queryKey)?.serviceTypes.map((type) => type.serviceTypeName)).toContain('产康师'),
    );
  });

  it('keeps what was typed when the server refuses, and saves on the next try', async () => {
    openPage();
    await userEvent.click(await labelled('编辑“钟点工”'));
    const dialog = await lastDialog('编辑服务类型“钟点工”');
    const name = within(dialog).getByLabelText('名称');
    await userEvent.clear(name);
    await userEvent.type(name, '小时工');
    mockServer.use(
      http.post(
        `*${companyPaths.setCompanyServiceType}`,
        () => HttpResponse.json({ code: 40001, success: false, data: null, error: '服务类型名称包含敏感词' }),
        { once: true },
      ),
    );
    await save(dialog);
    expect(await within(dialog).findByText('服务类型名称包含敏感词')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('名称')).toHaveValue('小时工');
    await save(dialog);
    await waitFor(() => expect(shownNames()).toContain('小时工'));
    expect(getDb().serviceTypes.find((row) => row.serviceTypeId === typeId('小时工'))?.color).toBe('#1890FF');
  });

  it('disables a type with its switch and moves types up and down', async () => {
    openPage();
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    await userEvent.click(await labelled('启用“厨师”'));
    await waitFor(() => expect(getDb().serviceTypes.find((row) => row.serviceTypeName === '厨师')?.isEnabled).toBe(0));
    expect(await labelled('上移“月嫂”')).toBeDisabled();
    await waitFor(async () => expect(await labelled('上移“育儿嫂”')).toBeEnabled());
    await userEvent.click(await labelled('上移“育儿嫂”'));
    await waitFor(() => expect(shownNames().slice(0, 2)).toEqual(['育儿嫂', '月嫂']));
    expect(getDb().serviceTypes.find((row) => row.serviceTypeName === '育儿嫂')?.sort).toBe(1);
  });

  it('asks before deleting: an unused type goes; a type in use is retired, greyed on records, and restored', async () => {
    const nanny = typeId('月嫂');
    openPage([nanny]);
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    // Unused: deleted.
    await userEvent.click(await labelled('删除“涉外保姆”'));
    let confirm = await lastDialog('删除“涉外保姆”？');
    expect(confirm).toHaveTextContent('没有记录在用它');
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(shownNames()).not.toContain('涉外保姆'));
    expect(getDb().serviceTypes.some((row) => row.serviceTypeName === '涉外保姆')).toBe(false);
    // In use: the confirmation says what happens; it is retired, not deleted.
    await userEvent.click(await labelled('删除“月嫂”'));
    confirm = await lastDialog('删除“月嫂”？');
    expect(confirm).toHaveTextContent(/有 \d+ 条记录在用它。删除后它会停用/);
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(shownNames()).not.toContain('月嫂'));
    expect(await screen.findByText('“月嫂”已停用：仍保留在使用它的记录上')).toBeInTheDocument();
    expect(getDb().serviceTypes.find((row) => row.serviceTypeId === nanny)).toMatchObject({ isRetired: 1, isEnabled: 0 });
    // On records it stays, greyed.
    await waitFor(() => expect(within(screen.getByTestId('aunt-tags')).getByText('月嫂').closest('[data-retired]')).not.toBeNull());
    await userEvent.click(screen.getByText('已停用（1）'));
    await userEvent.click(await labelled('恢复“月嫂”'));
    await waitFor(() => expect(shownNames().at(-1)).toBe('月嫂'));
    await waitFor(() => expect(within(screen.getByTestId('aunt-tags')).getByText('月嫂').closest('[data-retired]')).toBeNull());
  });
});

describe('the service types page without company.manage', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('shows the types read-only', async () => {
    openPage();
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    expect(screen.getByText('你可以查看这些设置；修改需要“公司设置”权限。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增服务类型/ })).toBeNull();
    expect(document.querySelector('[aria-label="删除“月嫂”"]')).toBeNull();
    expect(await labelled('启用“月嫂”')).toBeDisabled();
  });
});
