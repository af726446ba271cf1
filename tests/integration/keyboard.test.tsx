/**
 * Keyboard use (issue 37): the shell's skip link and the focus on the page's heading after an
 * in-app navigation; the keys that save a form (hooks/useFormSubmit saveOnKey): Enter in a
 * single-line field, Ctrl/⌘+Enter or Ctrl/⌘+S anywhere, never Enter in a textarea, in a select,
 * or while an IME composes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { getDb } from '@/mocks/db';
import { setToken } from '@/auth/token';
import { useSettings } from '@/stores/settings';
import { i18n } from '@/i18n';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { currentPath, renderApp, renderWithProviders, signedOutShell } from '../render';

withFreshMockDb();
beforeEach(signedOutShell);

describe('the shell by keyboard', () => {
  it('the skip link is the first Tab stop and moves focus to the page heading; a fresh load leaves focus alone', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('after a navigation the new page heading has the focus', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { router } = renderApp('/dashboard');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    await act(() => router.navigate('/aunt/all'));
    await waitFor(() => expect(currentPath(router)).toBe('/aunt/all'));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('全部阿姨');
  });

  it("after a navigation to an aunt's detail page, her name (the page's h1) has the focus", async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const me = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
    const aunt = getDb().aunts.find((row) => row.companyId === me?.companyId && row.isDeleted === 0);
    if (!aunt) throw new Error('no seeded aunt');
    const { router } = renderApp('/dashboard');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    await act(() => router.navigate(`/aunt/detail/${aunt.auntId}`));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent(aunt.auntName);
  });

  it('shows the skip link in English', async () => {
    useSettings.setState({ language: 'en' });
    await i18n.changeLanguage('en');
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });
});

function NoteForm({ send }: { send: (values: unknown) => Promise<unknown> }) {
  const [form] = Form.useForm();
  const { submit } = useFormSubmit(form);
  const save = () => void submit(send);
  return (
    <Form form={form} layout="vertical" onKeyDown={(event) => saveOnKey(event, save)} initialValues={{ kind: 'a' }}>
      <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请填写姓名' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input.TextArea />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Select
          options={[
            { value: 'a', label: '甲' },
            { value: 'b', label: '乙' },
          ]}
        />
      </Form.Item>
      <Form.Item name="day" label="日期">
        <DatePicker format="YYYY-MM-DD" />
      </Form.Item>
      <Button onClick={save}>保存</Button>
    </Form>
  );
}

describe('the keys that save a form', () => {
  it('Enter in a single-line field saves what was typed; Enter in the textarea, the select and the date picker do not', async () => {
    const send = vi.fn(async (values: unknown) => values);
    renderWithProviders(<NoteForm send={send} />);
    await userEvent.type(screen.getByLabelText('姓名'), '王芳');
    await userEvent.type(screen.getByLabelText('备注'), '第一行{Enter}第二行');
    await userEvent.click(screen.getByRole('combobox', { name: '类型' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: '类型' }), { key: 'Enter' });
    // The date picker's Enter confirms the typed date (the form is valid: a save would go out).
    await userEvent.click(screen.getByLabelText('日期'));
    await userEvent.paste('2026-09-30');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('日期')).toHaveValue('2026-09-30'));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('备注')).toHaveValue('第一行\n第二行');
    await userEvent.type(screen.getByLabelText('姓名'), '{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({ name: '王芳', note: '第一行\n第二行' });
    expect((send.mock.calls[0][0] as { day?: { format: (f: string) => string } }).day?.format('YYYY-MM-DD')).toBe('2026-09-30');
  });

  it('Enter that ends an IME composition does not save', async () => {
    const send = vi.fn(async (values: unknown) => values);
    renderWithProviders(<NoteForm send={send} />);
    const name = screen.getByLabelText('姓名');
    await userEvent.type(name, 'wang');
    fireEvent.keyDown(name, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(name, { key: 'Enter', keyCode: 229 });
    // Nothing was checked or sent: no message under the field either.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).not.toHaveBeenCalled();
  });

  it('Ctrl+S and Ctrl+Enter save from the textarea; an empty required field is refused in place', async () => {
    const send = vi.fn(async (values: unknown) => values);
    renderWithProviders(<NoteForm send={send} />);
    const note = screen.getByLabelText('备注');
    await userEvent.type(note, '只写备注');
    fireEvent.keyDown(note, { key: 's', ctrlKey: true });
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('姓名'), '李娟');
    fireEvent.keyDown(note, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({ name: '李娟', note: '只写备注' });
  });
});
