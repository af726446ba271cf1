import { useRef } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Space, Typography } from 'antd';
import type { TextAreaRef } from '@/patches/antdInternals';
import { useTranslation } from 'react-i18next';
import type { Template } from '@/api/custom';
import { sameName } from '@/domain/catalogues';
import { contentLimitOf, TEMPLATE_LIMITS, unknownPlaceholders, type TemplateKind } from '@/domain/templates';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import type { WriterValues } from '@/components/catalogues/templateValues';
import { PlaceholderChips } from './PlaceholderChips';
import { TemplatePreview } from './TemplatePreview';
import { dateTime } from '@/domain/format';

export interface TemplateDraft {
  title: string;
  content: string;
}

interface TemplateEditorProps {
  kind: TemplateKind;
  /** The stored template (null: a new snippet). */
  template: Template | null;
  /** Edit the title (snippets); the resume has one fixed template. */
  withTitle: boolean;
  /** Titles of the other templates of the kind. */
  otherTitles: readonly string[];
  canManage: boolean;
  writer: WriterValues;
  /** Saves; rejects with the server's refusal (shown here; what was typed stays). */
  onSave: (draft: TemplateDraft) => Promise<void>;
  /** Reports unsaved changes (the page asks before they are lost). */
  onDirty: (dirty: boolean) => void;
  /** Extra actions (a snippet's Delete). */
  extra?: React.ReactNode;
}

/**
 * One template's title and text, with the placeholders as buttons that insert at the cursor, a
 * warning for a placeholder the kind does not know (the server refuses it too), and a live preview
 * with a real record. Save and Undo changes; one save at a time.
 */
export function TemplateEditor({ kind, template, withTitle, otherTitles, canManage, writer, onSave, onDirty, extra }: TemplateEditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TemplateDraft>();
  const { saving, error, submit } = useFormSubmit(form);
  const textRef = useRef<TextAreaRef>(null);
  const initial: TemplateDraft = { title: template?.title ?? '', content: template?.content ?? '' };
  const content = Form.useWatch('content', form) ?? initial.content;
  const title = Form.useWatch('title', form) ?? initial.title;
  const dirty = content !== initial.content || (withTitle && title !== initial.title);
  const max = contentLimitOf(kind);
  const unknown = unknownPlaceholders(content, kind);
  const m = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.templates.${key}`, values);

  const insert = (text: string) => {
    const area = textRef.current?.resizableTextArea?.textArea;
    const current = (form.getFieldValue('content') as string | undefined) ?? '';
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    form.setFieldValue('content', `${current.slice(0, start)}${text}${current.slice(end)}`);
    onDirty(true);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const save = () => void submit(async (values) => onSave({ title: (values.title ?? '').trim(), content: values.content }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={13}>
        <Form<TemplateDraft>
          onKeyDown={(event) => saveOnKey(event, () => dirty && save())}
          form={form}
          layout="vertical"
          initialValues={initial}
          disabled={!canManage}
          onValuesChange={(_, values) => onDirty(values.content !== initial.content || (withTitle && values.title !== initial.title))}
        >
          {withTitle && (
            <Form.Item
              name="title"
              label={m('titleField')}
              rules={[
                { required: true, whitespace: true, message: m('titleRequired') },
                { max: TEMPLATE_LIMITS.title, message: m('titleMax', { max: TEMPLATE_LIMITS.title }) },
                {
                  validator: async (_rule, value: string | undefined) =>
                    value && otherTitles.some((other) => sameName(other, value))
                      ? Promise.reject(new Error(m('titleTaken', { name: value.trim() })))
                      : undefined,
                },
              ]}
            >
              <Input maxLength={TEMPLATE_LIMITS.title + 10} />
            </Form.Item>
          )}
          <Form.Item
            name="content"
            label={m('content')}
            rules={[
              { required: true, whitespace: true, message: m('contentRequired') },
              { max, message: m('contentMax', { max }) },
              {
                validator: async (_rule, value: string | undefined) =>
                  unknownPlaceholders(value ?? '', kind).length
                    ? Promise.reject(
                        new Error(
                          m('unknown', {
                            names: unknownPlaceholders(value ?? '', kind)
                              .map((name) => `{${name}}`)
                              .join('、'),
                          }),
                        ),
                      )
                    : undefined,
              },
            ]}
          >
            <Input.TextArea
              ref={textRef}
              autoSize={{ minRows: kind === 'auntResume' ? 12 : 5, maxRows: 24 }}
              showCount
              maxLength={max}
              aria-label={m('content')}
            />
          </Form.Item>
          {canManage && <PlaceholderChips kind={kind} disabled={saving} onInsert={insert} />}
          {unknown.length > 0 && (
            <Alert style={{ marginTop: 12 }} type="warning" showIcon title={m('unknown', { names: unknown.map((name) => `{${name}}`).join('、') })} />
          )}
          {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} role="alert" />}
          {canManage && (
            <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
              <Typography.Text type={dirty ? 'warning' : 'secondary'}>
                {dirty ? m('unsaved') : template ? m('savedAt', { time: dateTime(template.updatedTime) }) : ''}
              </Typography.Text>
              <Space>
                {extra}
                <Button
                  disabled={!dirty || saving}
                  onClick={() => {
                    form.setFieldsValue(initial);
                    onDirty(false);
                  }}
                >
                  {m('reset')}
                </Button>
                <Button type="primary" loading={saving} disabled={!dirty} onClick={save}>
                  {m('save')}
                </Button>
              </Space>
            </Flex>
          )}
        </Form>
      </Col>
      <Col xs={24} xl={11}>
        <TemplatePreview kind={kind} content={content} writer={writer} />
      </Col>
    </Row>
  );
}
