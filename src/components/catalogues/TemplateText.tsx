import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { renderParts, type TemplateKind, type TemplateValues } from '@/domain/templates';
import styles from './TemplateText.module.css';
import '@/i18n/texts/catalogues';

interface TemplateTextProps {
  content: string;
  kind: TemplateKind;
  values: TemplateValues;
  /** Mark which text came from the record, which placeholder had no value and which is unknown (the settings preview). */
  marked?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A template filled from a record, shown as TEXT (line breaks kept; a value's characters are never
 * read as markup): the public resume and the settings preview.
 *
 * @example <TemplateText content={aunt.resumeTemplate} kind="auntResume" values={resumeValues(aunt, t, i18n.language)} />
 */
export function TemplateText({ content, kind, values, marked = false, className, style }: TemplateTextProps) {
  const { t } = useTranslation();
  const parts = renderParts(content, kind, values);
  return (
    <div className={[styles.text, className].filter(Boolean).join(' ')} style={style} data-testid="template-text">
      {parts.map((part, index) => {
        if (!marked || part.kind === 'text') return part.text;
        const title =
          part.kind === 'value'
            ? t('catalogues.template.fromRecord', { name: part.name })
            : part.kind === 'missing'
              ? t('catalogues.template.missing', { name: part.name })
              : t('catalogues.template.unknown', { name: part.name });
        return (
          <mark key={index} className={styles[part.kind]} title={title} data-part={part.kind}>
            {part.text}
          </mark>
        );
      })}
    </div>
  );
}
