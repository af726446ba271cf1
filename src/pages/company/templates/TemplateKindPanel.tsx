import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Col, Flex, List, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customPaths, templateCreate, templateDelete, templateUpdate, type Template } from '@/api/custom';
import { useCallOffered } from '@/api/optional';
import { invalidateCatalogues } from '@/components/catalogues/catalogueChanges';
import type { WriterValues } from '@/components/catalogues/templateValues';
import { tellIfUnavailable } from '@/components/FeatureUnavailable';
import { useTemplates } from '@/components/catalogues/useTemplates';
import { SINGLE_TEMPLATE_KINDS, TEMPLATE_LIMITS, type TemplateKind } from '@/domain/templates';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { PanelState } from '../auntOptions/PanelState';
import { TemplateEditor, type TemplateDraft } from './TemplateEditor';

interface TemplateKindPanelProps {
  kind: TemplateKind;
  canManage: boolean;
  writer: WriterValues;
  /** Whether an editor holds unsaved changes (asked before they are lost). */
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
}

const NEW = 0;

/**
 * The templates of one kind: the resume's single template, or the snippets as a list (add, pick,
 * delete) beside the editor of the one picked. Picking another while the editor holds unsaved
 * changes asks first. Deleting is our call: a server without it says so once, and the button goes.
 */
export function TemplateKindPanel({ kind, canManage, writer, dirty, setDirty }: TemplateKindPanelProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const deletion = useConfirmedMutation();
  const templates = useTemplates(kind);
  const single = SINGLE_TEMPLATE_KINDS.has(kind);
  const deleteOffered = useCallOffered(customPaths.templateDelete);
  const [picked, setPicked] = useState<number | null>(null);
  const m = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.templates.${key}`, values);
  const list = templates.data ?? [];
  const current: Template | null = single ? (list[0] ?? null) : picked === NEW ? null : (list.find((row) => row.templateId === picked) ?? list[0] ?? null);
  const creating = !single && (picked === NEW || list.length === 0);

  /** Runs `go` now, or once the user agrees to drop the unsaved changes. */
  const leaving = (go: () => void) => {
    if (!dirty) return go();
    void modal.confirm({
      title: m('leaveTitle'),
      content: m('leaveContent'),
      okText: m('leaveOk'),
      cancelText: t('companyCatalogues.dialog.cancel'),
      onOk: () => {
        setDirty(false);
        go();
      },
    });
  };

  const save = async (draft: TemplateDraft) => {
    const saved =
      current && !creating
        ? await templateUpdate({ templateId: current.templateId, ...(single ? {} : { title: draft.title }), content: draft.content }, { silent: true })
        : await templateCreate({ templateName: kind, title: single ? m(`tabs.${kind}`) : draft.title, content: draft.content }, { silent: true });
    setDirty(false);
    setPicked(saved.templateId);
    void invalidateCatalogues();
    void message.success(t('companyCatalogues.saved'));
  };

  const remove = (template: Template) =>
    void deletion.run({
      key: template.templateId,
      confirm: {
        title: m('deleteTitle', { name: template.title }),
        content: m('deleteContent'),
        okText: t('companyCatalogues.delete.ok'),
        cancelText: t('companyCatalogues.delete.cancel'),
        danger: true,
      },
      mutate: (options) => templateDelete({ templateId: template.templateId }, options),
      success: t('companyCatalogues.deleted', { name: template.title }),
      onDone: () => {
        setDirty(false);
        setPicked(null);
        void invalidateCatalogues();
      },
      showError: (text, error) => {
        if (!tellIfUnavailable(error)) void modal.error({ title: t('companyCatalogues.delete.refused', { name: template.title }), content: text });
      },
    });

  const editor = (
    <TemplateEditor
      // A new baseline after each save or pick: the editor starts clean.
      key={creating ? 'new' : `${current?.templateId}:${current?.updatedTime}`}
      kind={kind}
      template={creating ? null : current}
      withTitle={!single}
      otherTitles={list.filter((row) => creating || row.templateId !== current?.templateId).map((row) => row.title)}
      canManage={canManage}
      writer={writer}
      onSave={save}
      onDirty={setDirty}
      extra={
        !single && deleteOffered && current && !creating ? (
          <Button danger icon={<DeleteOutlined />} onClick={() => remove(current)}>
            {m('delete')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <PanelState data={templates}>
      <Typography.Paragraph type="secondary">{m(`hints.${kind}`)}</Typography.Paragraph>
      {single ? (
        editor
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={6}>
            <List
              size="small"
              bordered
              header={
                <Flex justify="space-between" align="center">
                  <span>{m('snippetList')}</span>
                  {canManage && (
                    <Button
                      size="small"
                      type="link"
                      icon={<PlusOutlined />}
                      disabled={list.length >= TEMPLATE_LIMITS.snippets}
                      onClick={() => leaving(() => setPicked(NEW))}
                    >
                      {m('addSnippet')}
                    </Button>
                  )}
                </Flex>
              }
              locale={{ emptyText: m('noSnippets') }}
              // A new snippet being written has its own line (no id yet).
              rowKey={(entry) => entry.key}
              dataSource={[...list.map((row) => ({ key: String(row.templateId), row })), ...(creating && canManage ? [{ key: 'new', row: null }] : [])]}
              renderItem={({ row }) => {
                const active = row ? !creating && row.templateId === current?.templateId : creating;
                return (
                  <List.Item style={{ padding: 0 }}>
                    <Button
                      type={active ? 'primary' : 'text'}
                      ghost={active}
                      block
                      style={{ textAlign: 'start', justifyContent: 'flex-start' }}
                      aria-current={active || undefined}
                      onClick={() => row && leaving(() => setPicked(row.templateId))}
                    >
                      {row ? row.title : m('newTitle')}
                    </Button>
                  </List.Item>
                );
              }}
            />
          </Col>
          <Col xs={24} lg={18}>
            {editor}
          </Col>
        </Row>
      )}
    </PanelState>
  );
}
