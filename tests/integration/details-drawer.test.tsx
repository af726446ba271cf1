/**
 * The shared container that shows a record (components/details): the title is the record's kind and
 * name, the record's actions sit right-aligned in the footer in the order given, the X and Esc close
 * it, and a drawer reading its own record shows a skeleton, then the record, or "could not load" with
 * a retry. DetailsModal (a phone-sized preview): title, no footer, X and Esc close.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { DetailsDrawer, DetailsModal, type DetailsLoad } from '@/components/details/DetailsDrawer';
import { renderWithProviders } from '../render';

const footerOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.ant-drawer-footer');

describe('DetailsDrawer', () => {
  it('titles the drawer with the kind and the name, puts the actions in the footer in order, and closes from its X', async () => {
    const onClose = vi.fn();
    const onEdit = vi.fn();
    renderWithProviders(
      <DetailsDrawer
        title="订单详情"
        name="张三"
        onClose={onClose}
        actions={
          <>
            <Button onClick={onEdit}>编辑</Button>
            <Button danger>取消订单</Button>
          </>
        }
      >
        <p>订单的内容</p>
      </DetailsDrawer>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('订单详情 · 张三')).toBeInTheDocument();
    expect(within(dialog).getByText('订单的内容')).toBeInTheDocument();
    const footer = footerOf(dialog);
    expect(footer).not.toBeNull();
    expect(
      within(footer!)
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/\s/g, '')),
    ).toEqual(['编辑', '取消订单']);
    expect(footer!.firstElementChild).toHaveClass('ant-flex-justify-flex-end');
    await userEvent.click(within(footer!).getByRole('button', { name: /编\s*辑/ }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the kind alone without a name, no footer without actions, and closes on Esc', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <DetailsDrawer title="跟进详情" onClose={onClose}>
        <p>内容</p>
      </DetailsDrawer>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('跟进详情')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('·');
    expect(footerOf(dialog)).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reading its own record: a skeleton while loading, "could not load" with the reason and a retry, then the record', async () => {
    const reload = vi.fn();
    let setLoad: (load: DetailsLoad) => void = () => {};
    function Reading() {
      const [load, set] = useState<DetailsLoad>({ loading: true, error: null, reload });
      setLoad = set;
      return (
        <DetailsDrawer title="订单详情" onClose={() => {}} load={load}>
          <p>订单的内容</p>
        </DetailsDrawer>
      );
    }
    renderWithProviders(<Reading />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(dialog).queryByText('订单的内容')).toBeNull();

    act(() => setLoad({ loading: false, error: '订单服务暂时不可用', reload }));
    expect(await within(dialog).findByText('加载失败')).toBeInTheDocument();
    expect(within(dialog).getByText('订单服务暂时不可用')).toBeInTheDocument();
    expect(within(dialog).queryByText('订单的内容')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*试/ }));
    expect(reload).toHaveBeenCalledTimes(1);

    act(() => setLoad({ loading: false, error: null, reload }));
    expect(await within(dialog).findByText('订单的内容')).toBeInTheDocument();
    expect(dialog.querySelector('.ant-skeleton')).toBeNull();
    expect(within(dialog).queryByText('加载失败')).toBeNull();
  });
});

describe('DetailsModal', () => {
  it('titles the preview with the kind and the name, has no footer, and closes from its X and on Esc', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <DetailsModal title="预览" name="新店开业" width={400} onClose={onClose}>
        <p>手机上的样子</p>
      </DetailsModal>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('预览 · 新店开业')).toBeInTheDocument();
    expect(within(dialog).getByText('手机上的样子')).toBeInTheDocument();
    expect(dialog.closest('.ant-modal')?.querySelector('.ant-modal-footer') ?? null).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
