/**
 * Every list pages the same way (issue 10): the aunt list, the employer list and the order list
 * open on the same page size (the request says so and that many rows show) and show the same
 * range text, in Chinese and in English. The profile's login log is checked in profile.test.tsx.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { auntPaths, getAunts } from '@/api/aunt';
import { employerPaths, getEmployerByFilter } from '@/api/employer';
import { list as getOrders, orderPaths } from '@/api/order';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import AuntListPage from '@/pages/aunt/list';
import { LIST_FIELDS } from '@/pages/aunt/list/listData';
import EmployerListPage from '@/pages/employer/list';
import OrderListPage from '@/pages/order/list';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

interface ListCase {
  name: string;
  path: string;
  route: string;
  element: ReactElement;
  apiPath: string;
  /** The server's total for the first page the list asks for. */
  total: () => Promise<number>;
}

const LISTS: ListCase[] = [
  {
    name: 'aunt list',
    path: '/aunt/all',
    route: '/aunt/:scope',
    element: <AuntListPage />,
    apiPath: auntPaths.getAunts,
    total: async () => (await getAunts({ page: 1, pageSize: DEFAULT_PAGE_SIZE, scope: 'all', fields: [...LIST_FIELDS] }, { silent: true })).total,
  },
  {
    name: 'employer list',
    path: '/employer/list',
    route: '/employer/list',
    element: <EmployerListPage />,
    apiPath: employerPaths.getEmployerByFilter,
    total: async () => (await getEmployerByFilter({ page: 1, pageSize: DEFAULT_PAGE_SIZE }, { silent: true })).total,
  },
  {
    name: 'order list',
    path: '/customer/jobs',
    route: '/customer/jobs',
    element: <OrderListPage />,
    apiPath: orderPaths.list,
    total: async () => (await getOrders({ page: 1, pageSize: DEFAULT_PAGE_SIZE }, { silent: true })).total,
  },
];

const shownRows = () => document.querySelectorAll('tr.ant-table-row[data-row-key]').length;

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('every list pages the same way', () => {
  it.each(LISTS)('the $name asks for and shows one default page with the shared range text', async ({ path, route, element, apiPath, total }) => {
    const bodies = recordBodies<{ pageSize: number }>(apiPath);
    renderRoutes([{ path: route, element }], path);
    const count = await total();
    expect(count).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    await waitFor(() => expect(shownRows()).toBe(DEFAULT_PAGE_SIZE));
    expect(bodies[0]?.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(screen.getByText(`第 1-${DEFAULT_PAGE_SIZE} 条，共 ${count} 条`)).toBeInTheDocument();
    expect(screen.getByText(`${DEFAULT_PAGE_SIZE} 条/页`)).toBeInTheDocument();
  });

  it.each(LISTS)('the $name shows the same range text in English', async ({ path, route, element, total }) => {
    await i18n.changeLanguage('en');
    renderRoutes([{ path: route, element }], path);
    const count = await total();
    await waitFor(() => expect(shownRows()).toBe(DEFAULT_PAGE_SIZE));
    expect(screen.getByText(`1-${DEFAULT_PAGE_SIZE} of ${count}`)).toBeInTheDocument();
  });
});
