import { useState } from 'react';
import { Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Aunt } from '@/api/aunt';
import { CatalogueTag, useCompanyAuntOptions } from '@/components/aunt';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';

/**
 * Skills grouped by the company's skill items, certificates with their expiry (red once expired,
 * orange within 30 days) and labels (in the labels' colours); retired entries greyed.
 */
export function SkillsTab({ aunt }: { aunt: Aunt }) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const chosen = new Set(aunt.skills);
  const groups = (options?.skills ?? [])
    .map((item) => ({ item, picked: item.options.filter((option) => chosen.has(option.skillOptionId)) }))
    .filter((group) => group.picked.length > 0);
  const certificates = aunt.certificates.flatMap((id) => {
    const option = options?.certificateById.get(id);
    return option ? [option] : [];
  });
  const expiryOf = (id: number) => aunt.certificateExpiries.find((entry) => entry.certificateId === id)?.expiresOn ?? null;
  const [today] = useState(() => chinaDay(Date.now()));
  const labels = aunt.labels.flatMap((id) => {
    const label = options?.labelById.get(id);
    return label ? [label] : [];
  });

  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }}>
      <section>
        <Typography.Title level={5}>{t('aunt.fields.skills')}</Typography.Title>
        {groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auntDetail.skills.empty')} />
        ) : (
          groups.map(({ item, picked }) => (
            <div key={item.skillItemId} style={{ marginBottom: 8 }}>
              <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
                {item.skillItemName}
              </Typography.Text>
              <Space size={[4, 4]} wrap>
                {picked.map((option) => (
                  <CatalogueTag key={option.skillOptionId} name={option.optionName} retired={option.isRetired === 1} />
                ))}
              </Space>
            </div>
          ))
        )}
      </section>
      <section>
        <Typography.Title level={5}>{t('aunt.fields.certificates')}</Typography.Title>
        {certificates.length === 0 ? (
          <Typography.Text type="secondary">{t('auntDetail.skills.noCertificates')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {certificates.map((option) => {
              const expiresOn = expiryOf(option.customOptionId);
              const state = expiresOn === null ? null : expiresOn < today ? 'expired' : expiresOn <= addDays(today, 30) ? 'soon' : 'valid';
              return (
                <CatalogueTag
                  key={option.customOptionId}
                  name={option.optionName}
                  color={state === 'expired' ? 'red' : state === 'soon' ? 'orange' : 'blue'}
                  retired={option.isRetired === 1}
                  testId={`certificate-${option.customOptionId}`}
                >
                  {expiresOn && ` · ${t(`auntDetail.skills.expiry.${state}`, { day: expiresOn })}`}
                </CatalogueTag>
              );
            })}
          </Space>
        )}
      </section>
      <section>
        <Typography.Title level={5}>{t('aunt.fields.labels')}</Typography.Title>
        {labels.length === 0 ? (
          <Typography.Text type="secondary">{t('auntDetail.skills.noLabels')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {labels.map((label) => (
              <CatalogueTag key={label.labelOptionId} name={label.labelName} color={label.color} retired={label.isRetired === 1} />
            ))}
          </Space>
        )}
      </section>
    </Space>
  );
}
