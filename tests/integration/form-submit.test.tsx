/**
 * The one form save (hooks/useFormSubmit) through the real request layer: a second click while a
 * save runs sends nothing, a failure keeps every typed value, a refusal naming a field (the
 * envelope's `fields`) marks that field, one naming none shows at form level (never matched by its
 * text), and a save that went through calls back with the answer; Save pressed again on the form
 * that save left sends nothing (no second add), a changed form is sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Alert, Button, Form, Input } from 'antd';
import { postUnchecked } from '@/api/http';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { renderWithProviders } from '../render';

const PATH = '/test/saveContact';

interface Values {
  name: string;
  mobile: string;
}

function ContactForm({ onSaved }: { onSaved: (answer: unknown) => void }) {
  const [form] = Form.useForm<Values>();
  const { saving, error, submit } = useFormSubmit(form);
  return (
    <Form<Values> form={form} layout="vertical">
      {error && <Alert type="error" title={error} />}
      <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请填写姓名' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机号">
        <Input />
      </Form.Item>
      <Button loading={saving} onClick={() => void submit((values) => postUnchecked(PATH, values, { silent: true }), onSaved)}>
        保存
      </Button>
    </Form>
  );
}

/** Answers every save with `answer`; returns the bodies received. */
function serve(answer: () => Response | Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  mockServer.use(
    http.post(apiPattern(PATH), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('姓名'), '王芳');
  await userEvent.type(screen.getByLabelText('手机号'), '2331234');
}

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item');
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('useFormSubmit', () => {
  it('sends once when Save is pressed again while a save runs, and calls back with the answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = serve(async () => {
      await held;
      return HttpResponse.json({ code: 200, success: true, data: { contactId: 9 }, error: null });
    });
    const onSaved = vi.fn();
    renderWithProviders(<ContactForm onSaved={onSaved} />);
    await fillIn();
    await userEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    await userEvent.click(saveButton());
    await userEvent.click(saveButton());
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ contactId: 9 }));
    expect(bodies).toEqual([{ name: '王芳', mobile: '2331234' }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the form does not pass its own rules', async () => {
    const bodies = serve(() => HttpResponse.json({ code: 200, success: true, data: null, error: null }));
    const onSaved = vi.fn();
    renderWithProviders(<ContactForm onSaved={onSaved} />);
    await userEvent.click(saveButton());
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('marks the field a 40001 names by its name, keeping every typed value', async () => {
    serve(() => HttpResponse.json({ code: 40001, success: false, data: null, error: '号码不对', fields: ['mobile'] }));
    const onSaved = vi.fn();
    renderWithProviders(<ContactForm onSaved={onSaved} />);
    await fillIn();
    await userEvent.click(saveButton());
    await waitFor(() => expect(itemOf('手机号')).toHaveClass('ant-form-item-has-error'));
    await waitFor(() => expect(itemOf('手机号')).toHaveTextContent('号码不对'));
    expect(itemOf('姓名')).not.toHaveClass('ant-form-item-has-error');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('王芳');
    expect(screen.getByLabelText('手机号')).toHaveValue('2331234');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a 40001 naming no field at form level, even when its text contains a label', async () => {
    serve(() => HttpResponse.json({ code: 40001, success: false, data: null, error: '手机号已被使用' }));
    renderWithProviders(<ContactForm onSaved={vi.fn()} />);
    await fillIn();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号已被使用');
    expect(itemOf('手机号')).not.toHaveClass('ant-form-item-has-error');
    expect(screen.getByLabelText('姓名')).toHaveValue('王芳');
    expect(screen.getByLabelText('手机号')).toHaveValue('2331234');
  });

  it('shows a refusal naming a field this form does not show at form level', async () => {
    serve(() => HttpResponse.json({ code: 40001, success: false, data: null, error: '城市不存在', fields: ['cityId'] }));
    renderWithProviders(<ContactForm onSaved={vi.fn()} />);
    await fillIn();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('城市不存在');
    expect(screen.getByLabelText('手机号')).toHaveValue('2331234');
  });
});
