import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { placeholderText, TEMPLATE_PLACEHOLDERS, type TemplateKind } from '@/domain/templates';

/** The placeholders a kind may use, each a button that inserts it (at the cursor of the text). */
export function PlaceholderChips({ kind, disabled, onInsert }: { kind: TemplateKind; disabled: boolean; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
        {t('companyCatalogues.templates.placeholders')}
      </Typography.Text>
      <Flex wrap gap={6} role="group" aria-label={t('companyCatalogues.templates.placeholders')}>
        {TEMPLATE_PLACEHOLDERS[kind].map((name) => (
          <Button
            key={name}
            size="small"
            type="dashed"
            autoInsertSpace={false}
            disabled={disabled}
            aria-label={t('companyCatalogues.templates.placeholderLabel', { name: placeholderText(name) })}
            title={placeholderText(name)}
            // Keep the text's cursor: the chip must not take the focus on a mouse press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(placeholderText(name))}
          >
            {t(`companyCatalogues.templates.names.${name}`)}
          </Button>
        ))}
      </Flex>
    </div>
  );
}
