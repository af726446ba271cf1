import { Alert, Button, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompanyAuntOptions } from '@/components/aunt';
import { FormSection } from './FormSection';
import { CertificateExpiries } from './CertificateExpiries';
import { LabelPicker, OptionCheckboxes, SkillPicker } from './OptionPickers';

/** Skills (grouped), certificates and labels from the company's settings. */
export function SkillsSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { options, loading, error, reload } = useCompanyAuntOptions();

  let content;
  if (!options && loading) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!options && error)
    content = (
      <Alert
        type="warning"
        showIcon
        title={t('auntForm.options.loadFailed')}
        action={
          <Button size="small" onClick={() => void reload()}>
            {t('auntForm.options.retry')}
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <Form.Item name="skills" label={t('aunt.fields.skills')}>
          <SkillPicker items={options?.skills ?? []} disabled={disabled} emptyText={t('auntForm.options.noSkills')} />
        </Form.Item>
        <Form.Item name="certificates" label={t('aunt.fields.certificates')}>
          <OptionCheckboxes
            disabled={disabled}
            emptyText={t('auntForm.options.noCertificates')}
            options={(options?.certificates ?? []).map((option) => ({
              value: option.customOptionId,
              label: option.optionName,
              retired: option.isRetired === 1,
            }))}
          />
        </Form.Item>
        <CertificateExpiries certificates={options?.certificates ?? []} disabled={disabled} />
        <Form.Item name="labels" label={t('aunt.fields.labels')}>
          <LabelPicker labels={options?.labels ?? []} disabled={disabled} emptyText={t('auntForm.options.noLabels')} />
        </Form.Item>
      </>
    );

  return <FormSection section="skills">{content}</FormSection>;
}
