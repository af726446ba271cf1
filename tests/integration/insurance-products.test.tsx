/** The insurance products page against the real mock: the catalogue, keyword suggestions, the insurer filter, the detail drawer with the banner as a full URL, and 投保 opening the create form with the product (offered only with insurance.manage). */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { insurancePaths, type InsProductQuery } from '@/api/insurance';
import { config } from '@/config';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { withFreshMockDb } from '@/mocks/testing';
import InsuranceProductsPage from '@/pages/insurance/products';
import { currentPath, renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInAs, signInForTest } from '../session';
import { revokeFromStaff } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));

describe('the insurance products page', () => {
  it('lists the catalogue, suggests keywords, filters by insurer, shows details and orders a product', async () => {
    const bodies = recordBodies<InsProductQuery>(insurancePaths.productList);
    const { router } = renderRoutes(
      [
        { path: '/insurance/products', element: <InsuranceProductsPage /> },
        { path: '/insurance/orders', element: <div>orders page</div> },
      ],
      '/insurance/products',
    );
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(rows()[0]).toHaveTextContent('¥15/1月');
    expect(rows()[0]).toHaveTextContent('16–65 岁');
    expect(rows().find((row) => row.textContent?.includes('旧版'))).toHaveTextContent('已停售');

    await userEvent.type(screen.getByRole('combobox', { name: '关键词' }), '综合');
    expect(await screen.findByText('家政服务人员综合保障（年缴）', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: '综合' }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    expect(rows()[0]).toHaveTextContent('家政服务人员综合保障');
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: '查看' }));
    const drawer = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).at(-1);
      expect(found).toHaveTextContent('第三者责任');
      return found!;
    });
    expect(drawer).toHaveTextContent('16–60 岁');
    const image = within(drawer).getByRole('img', { name: '产品宣传图' });
    expect(image.getAttribute('src')).toMatch(new RegExp(`^${window.location.origin}${config.apiBase}/sys/file/[0-9a-f]{32}$`));
    await userEvent.click(within(drawer).getByRole('button', { name: /投\s*保/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/insurance/orders?create=1&productId=4'));
  });

  it('offers no 投保 without insurance.manage, in the list or the details', async () => {
    revokeFromStaff('insurance.manage');
    await signInAs(STAFF_ACCOUNT);
    renderRoutes([{ path: '/insurance/products', element: <InsuranceProductsPage /> }], '/insurance/products');
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(rows().filter((row) => within(row).queryByRole('button', { name: '查看' }))).toHaveLength(9);
    expect(rows().filter((row) => within(row).queryByRole('button', { name: '投保' }))).toHaveLength(0);
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: '查看' }));
    const drawer = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).at(-1);
      expect(found).toHaveTextContent('产品介绍');
      return found!;
    });
    expect(within(drawer).queryByRole('button', { name: /投\s*保/ })).toBeNull();
  });
});
