/**
 * The company news page against the real mock: status tabs with counts; a post written with a
 * picture (uploaded through the dialog) and published, its phone preview following the typing
 * and showing markup as text; Enter and Ctrl+S saving a new post as a draft; withdrawing after a confirmation; a refused pin showing the
 * server's words; the read-only view of a staff member without company.manage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { uploadedFileRows, withFreshMockDb } from '@/mocks/testing';
import { companyAppPaths } from '@/api/companyApp';
import CompanyAppNewsPage from '@/pages/companyApp/dynamics';
import { withNodeFileApis } from '../nodeFileApis';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { rowAction } from '../rowActions';
import { signInAs, signInForTest } from '../session';
import { uploadPng } from './upload-dialog';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const renderPage = () => renderRoutes([{ path: '/company-app/dynamics', element: <CompanyAppNewsPage /> }], '/company-app/dynamics');
const rowOf = (dynamicId: number) => document.querySelector(`tr[data-row-key="${dynamicId}"]`) as HTMLElement;
const posts = () => getDb().appDynamics.filter((row) => row.companyId === 1);
const drawer = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;
/** Types by pasting (one change instead of one per character: the preview re-renders on each). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

withFreshMockDb();
withNodeFileApis();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the company news page', () => {
  it('writes a post with a picture, previews it as the mini-program shows it (markup as text) and publishes it', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部 14', '草稿 2', '已发布 10', '已撤回 2']));
    await userEvent.click(screen.getByRole('button', { name: /发布动态/ }));
    const form = drawer();
    await fill(within(form).getByLabelText('标题'), '中秋节福利');
    await fill(within(form).getByLabelText('正文'), '<b>全体阿姨</b>发月饼');
    const preview = within(form).getByTestId('phone-preview');
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent('中秋节福利'));
    expect(within(preview).getByText('<b>全体阿姨</b>发月饼')).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: /添加图片/ }));
    await uploadPng(userEvent, 'mooncake.png');
    const url = await waitFor(() => {
      const row = uploadedFileRows()[0];
      if (!row) throw new Error('not uploaded yet');
      return `/api/sys/file/${row.key}`;
    });
    await waitFor(() => expect(preview.querySelector(`img[src="${url}"]`)).not.toBeNull());
    await userEvent.click(within(form).getByRole('button', { name: /^发\s*布$/ }));
    await waitFor(() => expect(posts().at(-1)).toMatchObject({ title: '中秋节福利', content: '<b>全体阿姨</b>发月饼', images: [url], status: 1 }));
    expect(posts().at(-1)!.publishedTime).not.toBeNull();
    expect(await screen.findByText('已发布到小程序')).toBeInTheDocument();
  });

  it('saves a new post as a draft on Enter in its title and on Ctrl+S: only 发布 publishes', async () => {
    const saved = recordBodies(companyAppPaths.setCompanyDynamic);
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: /发布动态/ }));
    let form = drawer();
    // The keys' tip sits on 存为草稿, what they do; 发布 carries none.
    expect(screen.getByRole('button', { name: '存为草稿' })).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
    const publish = screen.getAllByRole('button', { name: /^发\s*布$/ }).find((button) => button.classList.contains('ant-btn-primary'));
    expect(publish).toBeDefined();
    expect(publish).not.toHaveAttribute('aria-keyshortcuts');
    await fill(within(form).getByLabelText('正文'), '周六上午九点开会');
    await fill(within(form).getByLabelText('标题'), '例会通知');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    expect(saved).toEqual([{ title: '例会通知', content: '周六上午九点开会', images: [], status: 0 }]);
    expect(posts().at(-1)).toMatchObject({ title: '例会通知', status: 0, publishedTime: null });

    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    await userEvent.click(screen.getByRole('button', { name: /发布动态/ }));
    form = drawer();
    await fill(within(form).getByLabelText('标题'), '端午安排');
    await fill(within(form).getByLabelText('正文'), '放假一天');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ title: '端午安排', content: '放假一天', images: [], status: 0 });
    await waitFor(() => expect(posts().at(-1)).toMatchObject({ title: '端午安排', status: 0, publishedTime: null }));
  });

  it('keeps what was typed when a title is missing, withdraws after asking, and shows a refused pin', async () => {
    const published = posts().find((row) => row.status === 1 && row.isTop === 0)!;
    // Three pinned already: the mini-program has no slot for a fourth.
    posts().find((row) => row.status === 1 && row.isTop === 0 && row !== published)!.isTop = 1;
    renderPage();
    await waitFor(() => expect(rowOf(published.dynamicId)).toBeTruthy());
    await userEvent.click(await rowAction(rowOf(published.dynamicId), '置顶'));
    expect(await screen.findByText('最多置顶3条动态，请先取消其他置顶')).toBeInTheDocument();
    expect(published.isTop).toBe(0);

    await userEvent.click(await rowAction(rowOf(published.dynamicId), '撤回'));
    await waitFor(() => expect(drawer()).toHaveTextContent(`撤回「${published.title}」？`));
    const confirm = drawer();
    await userEvent.click(within(confirm).getByRole('button', { name: /撤\s*回/ }));
    await waitFor(() => expect(published.status).toBe(2));
    expect(await within(rowOf(published.dynamicId)).findByRole('button', { name: '发布' })).toBeInTheDocument();

    await userEvent.click(await rowAction(rowOf(published.dynamicId), '编辑'));
    const form = drawer();
    await userEvent.clear(within(form).getByLabelText('标题'));
    await fill(within(form).getByLabelText('正文'), '补充一句');
    await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByText('请填写标题')).toBeInTheDocument();
    expect(within(form).getByLabelText('正文')).toHaveValue(`${published.content}补充一句`);
    expect(published.content.endsWith('补充一句')).toBe(false);
  });

  it('is read-only for a staff member without company settings', async () => {
    await signInAs(STAFF_ACCOUNT);
    const post = posts().find((row) => row.status === 1)!;
    renderPage();
    await waitFor(() => expect(rowOf(post.dynamicId)).toBeTruthy());
    expect(screen.getByText('你没有“公司设置”权限，只能查看。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /发布动态/ })).toBeNull();
    expect(within(rowOf(post.dynamicId)).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rowOf(post.dynamicId)).queryByRole('button', { name: '更多' })).toBeNull();
    await userEvent.click(await rowAction(rowOf(post.dynamicId), '预览'));
    const preview = await screen.findByTestId('phone-preview');
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent(post.title);
    // A DetailsModal: the kind and the post's title, closed from its X.
    const dialog = preview.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText(`小程序预览 · ${post.title}`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    // Closing: gone, or on its way out (the leave motion).
    await waitFor(() => expect(!dialog.isConnected || dialog.closest('[class*="-leave"]') !== null).toBe(true));
  });
});
