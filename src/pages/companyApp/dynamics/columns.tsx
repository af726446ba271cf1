/** The news posts' columns: title (pinned mark, picture count), status, views, author, published and updated times, the row's actions. */
import { Flex, Tag, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDynamic } from '@/api/companyApp';
import type { DataColumn } from '@/components/DataTable';
import { CodeTag } from '@/components/order/CodeTag';
import { DYNAMIC_STATUS_CODES } from '@/domain/companyAppCodes';
import { dateTime } from '@/domain/format';

export const NEWS_TABLE_TYPE = 'companyAppNews';

export function useNewsColumns(renderActions: (post: CompanyDynamic) => ReactNode): DataColumn<CompanyDynamic>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo((): DataColumn<CompanyDynamic>[] => {
    const c = (key: string) => t(`companyApp.news.columns.${key}`);
    return [
      {
        key: 'title',
        title: c('title'),
        width: 320,
        render: (_, post) => (
          <Flex gap={6} align="center">
            {post.isTop === 1 && <Tag color="red">{t('companyApp.news.pinned')}</Tag>}
            <span>{post.title}</span>
            {post.images.length > 0 && <Typography.Text type="secondary">{t('companyApp.news.imageCount', { count: post.images.length })}</Typography.Text>}
          </Flex>
        ),
        exportValue: (post) => post.title,
      },
      { key: 'status', title: c('status'), width: 100, render: (_, post) => <CodeTag codes={DYNAMIC_STATUS_CODES} value={post.status} /> },
      { key: 'views', title: c('views'), width: 90, align: 'right', sortField: 'viewCount', render: (_, post) => post.viewCount },
      { key: 'author', title: c('author'), width: 100, render: (_, post) => post.authorName },
      { key: 'publishedTime', title: c('publishedTime'), width: 150, sortField: 'publishedTime', render: (_, post) => dateTime(post.publishedTime) },
      { key: 'updatedTime', title: c('updatedTime'), width: 150, render: (_, post) => dateTime(post.updatedTime) },
      { key: 'actions', title: c('actions'), width: lang === 'en' ? 160 : 140, pinned: 'right', render: (_, post) => renderActions(post) },
    ];
  }, [lang, renderActions, t]);
}
