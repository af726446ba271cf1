import { useState } from 'react';
import { DownOutlined, SnippetsOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderTemplate, type TemplateKind, type TemplateValues } from '@/domain/templates';
import { useTemplates } from './useTemplates';
import '@/i18n/texts/catalogues';

interface SnippetMenuProps {
  kind: Extract<TemplateKind, 'followUp' | 'contract'>;
  /** The record's values the snippet is filled with. */
  values: TemplateValues;
  /** Gets the filled text (the form puts it where it belongs). */
  onInsert: (text: string) => void;
  disabled?: boolean;
}

/**
 * "Insert a snippet": the company's snippets of a kind (/company/templates), asked when the menu is
 * first opened, each filled from the record when chosen.
 *
 * @example <SnippetMenu kind="followUp" values={followUpValues(name, writer)} onInsert={(text) => form.setFieldValue('content', text)} />
 */
export function SnippetMenu({ kind, values, onInsert, disabled }: SnippetMenuProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const snippets = useTemplates(kind, { enabled: wanted });
  let items: MenuProps['items'];
  if (snippets.data) {
    items = snippets.data.length
      ? snippets.data.map((snippet) => ({ key: String(snippet.templateId), label: snippet.title, title: renderTemplate(snippet.content, kind, values) }))
      : [{ key: 'none', label: t('catalogues.snippets.none'), disabled: true }];
  } else {
    items = [{ key: 'state', label: snippets.error ? t('catalogues.snippets.failed') : t('catalogues.snippets.loading'), disabled: true }];
  }
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      onOpenChange={(open) => open && setWanted(true)}
      menu={{
        items,
        onClick: ({ key }) => {
          const snippet = snippets.data?.find((row) => String(row.templateId) === key);
          if (snippet) onInsert(renderTemplate(snippet.content, kind, values));
        },
      }}
    >
      <Button size="small" icon={<SnippetsOutlined />}>
        {t('catalogues.snippets.insert')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
