/**
 * The record pages look like one product (issue 10, item 4): the aunt's resume, the employer's
 * profile and the order's summary lay out every section as the same label/value grid (a
 * description list: each label a term, its value the definition), show one mark for a value
 * nobody gave, read out as "none", and the time a record was entered as a full date and time,
 * in zh and in en.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { addAunt } from '@/api/aunt';
import { createEmployer } from '@/api/employer';
import { create as createOrder } from '@/api/order';
import { i18n, type Language } from '@/i18n';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import AuntDetailPage from '@/pages/aunt/detail';
import EmployerDetailPage from '@/pages/employer/detail';
import OrderDetailPage from '@/pages/order/detail';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';

const silent = { silent: true };
const MARK = { zh: '—暂无', en: '—None' } as const;
const fullTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** The definition (value) under the term (label) with exactly this text. */
function valueOf(scope: HTMLElement, label: string): HTMLElement {
  const term = within(scope)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === label);
  if (!term) throw new Error(`no label "${label}"`);
  const value = term.nextElementSibling;
  expect(value).toHaveRole('definition');
  return value as HTMLElement;
}

/** Every titled section is a grid of label/value pairs; returns the sections' titles. */
function gridSections(): string[] {
  const sections = screen.getAllByRole('region');
  for (const section of sections) {
    const terms = within(section).getAllByRole('term');
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms) expect(term.nextElementSibling).toHaveRole('definition');
    expect(within(section).getAllByRole('definition')).toHaveLength(terms.length);
  }
  // No section is laid out another way.
  expect(document.querySelector('.ant-descriptions')).toBeNull();
  return sections.map((section) => within(section).getByRole('heading').textContent ?? '');
}

function render(path: string) {
  return renderRoutes(
    [
      { path: '/aunt/detail/:auntId', element: <AuntDetailPage /> },
      { path: '/employer/detail/:employerId', element: <EmployerDetailPage /> },
      { path: '/customer/jobs/detail/:orderId', element: <OrderDetailPage /> },
    ],
    path,
  );
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('record pages look like one product', () => {
  for (const lang of ['zh', 'en'] as const satisfies readonly Language[]) {
    it(`aunt, employer and order show one grid, one empty mark and the full entry time (${lang})`, async () => {
      // Entered a moment ago, WeChat left empty: the entry time is under 24 h old (where the
      // old page showed only "HH:mm").
      const aunt = await addAunt({ auntName: '刚录入', mobile: '13312345601' }, silent);
      const employer = await createEmployer({ employerName: '刚录入客户', mobile: '13312345602' }, silent);
      const serviceType = getDb().serviceTypes.find((row) => row.companyId === aunt.companyId && row.isEnabled === 1)!.serviceTypeId;
      const order = await createOrder({ employerId: employer.employerId, serviceType, salaryMin: 6000, salaryMax: 8000 }, silent);
      await i18n.changeLanguage(lang);
      const t = i18n.getFixedT(lang);

      const auntPage = render(`/aunt/detail/${aunt.auntId}`);
      await screen.findByRole('heading', { name: aunt.auntName });
      // The company's custom fields (seeded for company 1) come last, in their own section (their query may land after the record's).
      await waitFor(() =>
        expect(gridSections()).toEqual([
          ...['identity', 'personal', 'intent', 'address', 'record'].map((key) => t(`auntDetail.resume.${key}`)),
          t('customFields.section'),
        ]),
      );
      const auntEmpty = valueOf(document.body, t('aunt.fields.wechat'));
      expect(auntEmpty).toHaveTextContent(MARK[lang]);
      expect(valueOf(document.body, t('aunt.fields.createdTime'))).toHaveTextContent(fullTime(aunt.createdTime));
      auntPage.unmount();

      const employerPage = render(`/employer/detail/${employer.employerId}`);
      await screen.findByRole('heading', { name: employer.employerName });
      await waitFor(() =>
        expect(gridSections()).toEqual([
          ...['basic', 'need', 'address', 'household', 'record'].map((key) => t(`employer.detail.sections.${key}`)),
          t('customFields.section'),
        ]),
      );
      const employerEmpty = valueOf(document.body, t('employer.fields.wechat'));
      expect(employerEmpty).toHaveTextContent(MARK[lang]);
      expect(valueOf(document.body, t('employer.fields.createdTime'))).toHaveTextContent(fullTime(employer.createdTime));
      // The same mark, made by the same component.
      expect(employerEmpty.innerHTML).toBe(auntEmpty.innerHTML);
      employerPage.unmount();

      render(`/customer/jobs/detail/${order.orderId}`);
      await screen.findByRole('heading', { name: order.orderNo });
      const summary = screen.getAllByRole('term')[0].closest('dl') as HTMLElement;
      expect(valueOf(summary, t('order.fields.requirements')).innerHTML).toBe(auntEmpty.innerHTML);
      expect(valueOf(summary, t('order.fields.createdTime'))).toHaveTextContent(fullTime(order.createdTime));
    });
  }
});
