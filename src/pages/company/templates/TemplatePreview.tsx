import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import { orderQueries } from '@/api/order.queries';
import { useCompanyAuntOptions } from '@/components/aunt';
import { TemplateText } from '@/components/catalogues/TemplateText';
import { contractValues, followUpValues, resumeValues, type WriterValues } from '@/components/catalogues/templateValues';
import { useLinkSearch, type LinkKind } from '@/components/useLinkSearch';
import { templateLanguage, type TemplateKind, type TemplateValues } from '@/domain/templates';
import { useQueryData } from '@/hooks/useQueryData';

const RECORD_OF: Record<TemplateKind, LinkKind> = { auntResume: 'aunt', followUp: 'employer', contract: 'order' };

interface TemplatePreviewProps {
  kind: TemplateKind;
  /** The text being edited (the preview follows it as it is typed). */
  content: string;
  writer: WriterValues;
}

/**
 * The template filled from a real record the user picks (an aunt for the resume, an employer for a
 * follow-up, an order for a contract clause), with each part marked: from the record, missing, or
 * an unknown placeholder. The resume uses the public view of the aunt, exactly what the resume page
 * shows, filled in the language the text is written in (the only resume that shows it), and says so.
 */
export function TemplatePreview({ kind, content, writer }: TemplatePreviewProps) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<{ id: number; label: string } | null>(null);
  const [open, setOpen] = useState(false);
  const search = useLinkSearch(RECORD_OF[kind], keyword, open);
  const { options } = useCompanyAuntOptions({ enabled: kind === 'contract' });
  const writtenIn = kind === 'auntResume' ? templateLanguage(content) : null;
  const valuesLanguage = writtenIn ?? (i18n.language === 'en' ? 'en' : 'zh');
  const pickedId = picked?.id ?? 0;
  const aunt = useQueryData(auntQueries.resumePreview(pickedId), { enabled: kind === 'auntResume' && picked !== null });
  const order = useQueryData(orderQueries.detail(pickedId), { enabled: kind === 'contract' && picked !== null });
  const source = kind === 'auntResume' ? aunt : order;
  const values = useMemo((): TemplateValues | null => {
    if (!picked) return {};
    if (kind === 'followUp') return followUpValues(picked.label, writer);
    if (kind === 'auntResume') return aunt.data && resumeValues(aunt.data, i18n.getFixedT(valuesLanguage), valuesLanguage);
    return order.data && contractValues(order.data, options?.serviceTypeById.get(order.data.serviceType)?.serviceTypeName ?? '', writer);
  }, [picked, kind, writer, aunt.data, order.data, i18n, valuesLanguage, options]);
  const record = kind === 'followUp' ? { error: null, loading: false } : source;

  let body;
  if (!picked) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('companyCatalogues.templates.previewEmpty')} />;
  else if (record.error) body = <Alert type="error" showIcon title={t('companyCatalogues.templates.previewFailed', { message: record.error })} />;
  else if (record.loading || !values) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else
    body = (
      <>
        <TemplateText content={content} kind={kind} values={values} marked />
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>
          {t('companyCatalogues.templates.previewLegend')}
        </Typography.Paragraph>
      </>
    );

  return (
    <Card size="small" title={t('companyCatalogues.templates.preview')} data-testid="template-preview">
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        allowClear
        virtual={false}
        style={{ width: '100%', marginBottom: 12 }}
        aria-label={t(`companyCatalogues.templates.previewWith.${kind}`)}
        placeholder={`${t(`companyCatalogues.templates.previewWith.${kind}`)} · ${t('companyCatalogues.templates.previewPick')}`}
        loading={search.loading}
        onOpenChange={setOpen}
        options={search.options}
        value={picked?.id}
        onChange={(id, option) => setPicked(id === undefined ? null : { id, label: (option as { label: string } | undefined)?.label ?? '' })}
      />
      {body}
      {writtenIn && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }} data-testid="template-language">
          {t(`companyCatalogues.templates.resumeLanguage.${writtenIn}`)}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
