/**
 * The shared add / edit containers (components/recordForm): what the user sees (title, footer
 * 取消 then 保存, right-aligned, the first field focused), Save and Enter save through
 * useFormSubmit, a refused save keeps what was typed, and closing asks 放弃未保存的修改？ only
 * when something was changed.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Form, Input } from 'antd';
import { postUnchecked } from '@/api/http';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { renderWithProviders } from '../render';

const PATH = '/test/saveRecord';

interface Values {
  name: string;
  note: string;
}

function Contact({
  container,
  onClose,
  onSaved,
  okText,
}: {
  container: 'modal' | 'drawer';
  onClose: () => void;
  onSaved: (answer: unknown) => void;
  okText?: string;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, submit } = useFormSubmit(form);
  const Container = container === 'modal' ? RecordFormModal : RecordFormDrawer;
  const save = () => submit((values) => postUnchecked(PATH, values, { silent: true }), onSaved);
  return (
    <Container title="新增联系人" form={form} saving={saving} onSave={save} onClose={onClose} okText={okText}>
      <Form<Values> form={form} layout="vertical" initialValues={{ name: '', note: '' }}>
        <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请填写姓名' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="note" label="备注">
          <Input />
        </Form.Item>
      </Form>
    </Container>
  );
}

const open = (container: 'modal' | 'drawer', okText?: string) => {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<Contact container={container} onClose={onClose} onSaved={onSaved} okText={okText} />);
  return { onClose, onSaved };
};

const footerButtons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .filter((button) => button.closest('.ant-modal-footer, .ant-drawer-footer'));

describe.each(['modal', 'drawer'] as const)('RecordForm%s', (container) => {
  const dialog = () => screen.getAllByRole('dialog')[0];

  it('shows the title, 取消 then 保存 in the footer, and focuses the first field', async () => {
    open(container);
    expect(await screen.findByText('新增联系人')).toBeInTheDocument();
    expect(footerButtons(dialog()).map((button) => button.textContent?.replace(/\s/g, ''))).toEqual(['取消', '保存']);
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveFocus());
  });

  it('names the primary button after the action when told', async () => {
    open(container, '提交');
    await screen.findByText('新增联系人');
    expect(footerButtons(dialog()).map((button) => button.textContent?.replace(/\s/g, ''))).toEqual(['取消', '提交']);
  });

  it("names Ctrl+S in the primary button's tooltip and its aria-keyshortcuts, in the action's words", async () => {
    open(container, '提交');
    await screen.findByText('新增联系人');
    const primary = footerButtons(dialog()).at(-1)!;
    expect(primary).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');
    await userEvent.hover(primary);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('提交 (Ctrl+S)');
  });

  it('saves with 保存 and with Enter in a field, sending what was typed', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      http.post(apiPattern(PATH), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', data: { id: 1 } });
      }),
    );
    const { onSaved } = open(container);
    await userEvent.type(await screen.findByLabelText('姓名'), '张三');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 1 }));
    await userEvent.type(screen.getByLabelText('备注'), '周末{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(bodies).toEqual([
      { name: '张三', note: '' },
      { name: '张三', note: '周末' },
    ]);
  });

  it('keeps what was typed when the save is refused', async () => {
    mockServer.use(http.post(apiPattern(PATH), () => HttpResponse.json({ code: 500, msg: '保存失败', data: null })));
    const { onSaved, onClose } = open(container);
    await userEvent.type(await screen.findByLabelText('姓名'), '李四');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /保\s*存/ })).not.toHaveClass('ant-btn-loading'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('姓名')).toHaveValue('李四');
  });

  it('closes at once without changes', async () => {
    const { onClose } = open(container);
    await screen.findByText('新增联系人');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('放弃未保存的修改？')).not.toBeInTheDocument();
  });

  it('asks 放弃未保存的修改？ when closing with changes: 继续编辑 keeps the form, 放弃修改 closes', async () => {
    const { onClose } = open(container);
    await userEvent.type(await screen.findByLabelText('姓名'), '王五');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    // The prompt's title (antd also names its dialog after it).
    expect((await screen.findAllByText('放弃未保存的修改？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('姓名')).toHaveValue('王五');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    // The first prompt may still be leaving (its motion): the newest one.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '放弃修改' })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: '放弃修改' }).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
