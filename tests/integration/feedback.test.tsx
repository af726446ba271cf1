/**
 * Toasts and confirms asked for before antd's message / modal code has loaded (it is a lazy
 * chunk, app/feedback.ts): they are kept and shown once it is in, in the theme and language of
 * the app; what is closed before that is never shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { App } from 'antd';
import { useEffect } from 'react';
import { appFeedback, discardPendingFeedback, feedback, registerFeedback } from '@/app/feedback';
import { renderWithProviders } from '../render';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  // As on a cold page load: nothing has registered antd's instances yet.
  registerFeedback(null);
  discardPendingFeedback();
});
afterEach(() => {
  for (const button of screen.queryAllByRole('button', { name: /取\s*消|Cancel/ })) button.click();
});

describe('feedback asked for before its code has loaded', () => {
  it('shows an error raised before anything rendered, once the app is up', async () => {
    feedback.error('会话加载失败', 5);
    renderWithProviders(<div>app</div>);
    expect(await screen.findByText('会话加载失败')).toBeInTheDocument();
  });

  it('shows queued toasts in the order they were asked for', async () => {
    feedback.error('第一条', 5);
    feedback.info('第二条');
    renderWithProviders(<div>app</div>);
    await screen.findByText('第二条');
    const texts = [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);
    expect(texts).toEqual(['第一条', '第二条']);
  });

  it('opens a confirm asked for early, and its buttons work', async () => {
    const onOk = vi.fn();
    const onClose = vi.fn();
    feedback.confirm({ title: '重新登录', content: '您已登出系统，请重新登录', okText: '重新登录', cancelText: '取消', onOk, onClose });
    expect(onClose).not.toHaveBeenCalled();
    renderWithProviders(<div>app</div>);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('您已登出系统，请重新登录')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('drops only the keyed message that destroy(key) names before it could be shown', async () => {
    appFeedback.message.info({ content: '保存中', key: 'saving', duration: 5 });
    appFeedback.message.info({ content: '另一条', key: 'other', duration: 5 });
    appFeedback.message.destroy('saving');
    renderWithProviders(<div>app</div>);
    await screen.findByText('另一条');
    expect(screen.queryByText('保存中')).not.toBeInTheDocument();
  });

  it('never shows a message closed before it could be shown', async () => {
    const close = appFeedback.message.info({ content: '已撤回', duration: 5 });
    close();
    feedback.info('仍然显示');
    renderWithProviders(<div>app</div>);
    await screen.findByText('仍然显示');
    expect(screen.queryByText('已撤回')).not.toBeInTheDocument();
  });

  it("gives components App.useApp()'s message and modal before antd's code is in", async () => {
    function Saves() {
      const { message } = App.useApp();
      useEffect(() => {
        void message.success('已保存');
      }, [message]);
      return null;
    }
    renderWithProviders(<Saves />);
    expect(await screen.findByText('已保存')).toBeInTheDocument();
  });

  it('shows what is asked for after the code is in at once, through the same instances', async () => {
    renderWithProviders(<div>app</div>);
    feedback.error('先加载', 5);
    await screen.findByText('先加载');
    feedback.success('再显示');
    await waitFor(() => expect(screen.getByText('再显示')).toBeInTheDocument());
  });
});
