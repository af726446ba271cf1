/**
 * The public-customer list (component 'employer/publicCustomer'): the spec's four local sample
 * rows with total 4, shown as a normal list (no word of samples) without any request, in Chinese
 * or wholly in English; the loader's
 * failure path gives the empty list and total 0. At 1440 px the name, status, salary, phone, service
 * wanted, date and order status show by default; the sample's details come through column settings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { mockServer } from '@/mocks/node';
import PublicCustomerPage from '@/pages/employer/publicCustomer';
import { loadSampleCustomers } from '@/pages/employer/publicCustomer/listData';
import { SAMPLE_CUSTOMERS } from '@/pages/employer/publicCustomer/sampleCustomers';
import { renderRoutes } from '../render';

const requests: string[] = [];
const record = ({ request }: { request: Request }) => void requests.push(`${request.method} ${request.url}`);

afterEach(() => {
  mockServer.events.removeListener('request:start', record);
  requests.length = 0;
  // Each test starts from the default columns (a test may show hidden ones, which is saved).
  localStorage.clear();
});

function renderPage() {
  renderRoutes([{ path: '/employer/public', element: <PublicCustomerPage /> }], '/employer/public');
}

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
const headers = () => Array.from(document.querySelectorAll('thead th')).map((cell) => cell.textContent ?? '');

/** Opens the column settings and ticks the boxes of `titles`, each unticked before (hidden by default). */
async function showColumns(settingsName: string, titles: string[]) {
  await userEvent.click(screen.getByRole('button', { name: settingsName }));
  const list = await screen.findByRole('list', { name: settingsName });
  for (const title of titles) {
    const box = within(list).getByRole('checkbox', { name: title });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
  }
  await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(titles)));
}

describe('public-customer list', () => {
  it('shows the four sample rows, total 4, with their tags, and makes no request', async () => {
    mockServer.events.on('request:start', record);
    renderPage();

    expect(screen.getByRole('heading', { name: '公共客户' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));
    expect(screen.getByText('第 1-4 条，共 4 条')).toBeInTheDocument();

    const first = within(rowOf(1) as HTMLElement);
    for (const text of ['张女士', '客户介绍', '潜在客户', '¥8,000–9,000/月', '138****5678', '月嫂', '2024-03-12', '未下单'])
      expect(first.getByText(text)).toBeInTheDocument();
    // The sample's details are hidden by default (the list fits 1440 px), a click away in the column settings.
    for (const text of ['45岁 属羊', '5年以上', '四川成都', '预产期4月']) expect(first.queryByText(text)).toBeNull();
    await showColumns('列设置', ['阿姨年龄', '工作经验', '户籍', '标签']);
    for (const text of ['45岁 属羊', '5年以上', '四川成都']) expect(first.getByText(text)).toBeInTheDocument();
    expect(within(rowOf(2) as HTMLElement).getByText('公司分配')).toBeInTheDocument();
    expect(within(rowOf(2) as HTMLElement).getByText('意向客户')).toBeInTheDocument();
    expect(within(rowOf(2) as HTMLElement).getByText('面试')).toBeInTheDocument();
    expect(within(rowOf(3) as HTMLElement).getByText('手动录入')).toBeInTheDocument();
    expect(within(rowOf(3) as HTMLElement).getByText('失败客户')).toBeInTheDocument();
    expect(within(rowOf(3) as HTMLElement).getByText('试工')).toBeInTheDocument();
    expect(within(rowOf(4) as HTMLElement).getByText('流失客户')).toBeInTheDocument();
    expect(within(rowOf(4) as HTMLElement).getByText('上户')).toBeInTheDocument();
    expect(within(rowOf(1) as HTMLElement).getByText('预产期4月')).toBeInTheDocument();
    expect(within(rowOf(1) as HTMLElement).getByText('要求有证')).toBeInTheDocument();
    expect(within(rowOf(4) as HTMLElement).getByText('急聘')).toBeInTheDocument();
    for (const customer of SAMPLE_CUSTOMERS) expect(rowOf(customer.id)?.querySelectorAll('.ant-tag')).toHaveLength(customer.tags.length + 2);

    expect(requests).toEqual([]);
    // A list like the others: nothing tells staff these are samples.
    expect(document.body.textContent).not.toMatch(/示例|不从服务器/);
  });

  it('shows the samples in English when English is chosen: no Chinese left in the rows', async () => {
    await i18n.changeLanguage('en');
    renderPage();

    expect(screen.getByRole('heading', { name: 'Public employers' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));
    const first = within(rowOf(1) as HTMLElement);
    for (const text of ['Ms Zhang', 'Referral', 'Potential', '¥8,000–9,000/month', '138****5678', 'Maternity nurse', 'No order'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(first.queryByText('Due in April')).toBeNull();
    await showColumns('Columns', ['Aunt age wanted', 'Experience', 'Household register', 'Tags']);
    for (const text of ['45, year of the Goat', '5+ years', 'Chengdu, Sichuan', 'Due in April', 'Certificate required'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(within(rowOf(4) as HTMLElement).getByText('Ms Chen')).toBeInTheDocument();
    expect(within(rowOf(4) as HTMLElement).getByText('Urgent')).toBeInTheDocument();
    for (const customer of SAMPLE_CUSTOMERS) expect(rowOf(customer.id)?.textContent).not.toMatch(/[\u3400-\u9fff]/);
    expect(document.querySelector('thead')?.textContent).not.toMatch(/[\u3400-\u9fff]/);
    expect(document.body.textContent).not.toMatch(/sample|not loaded/i);
  });

  it('loads the sample list locally: four rows, total 4', () => {
    const result = loadSampleCustomers();
    expect(result.total).toBe(4);
    expect(result.list.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(result.list.every((row) => /^1\d{2}\*{4}\d{4}$/.test(row.mobileStr))).toBe(true);
  });

  it('gives the empty list and total 0 when loading fails', () => {
    const result = loadSampleCustomers(() => {
      throw new Error('unreadable');
    });
    expect(result).toEqual({ list: [], total: 0 });
  });
});
