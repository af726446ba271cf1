/**
 * Writing a post (a drawer): title, text and pictures beside the phone preview, which follows
 * what is typed. A new post is saved as a draft or published at once (only by 发布: Enter and
 * Ctrl/⌘+S save a draft); a saved one is saved as it is (its status changes from its row). A
 * refusal is shown in the drawer, which keeps what was typed; closing with unsaved changes asks
 * first; Save cannot run twice.
 */
import { Alert, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setCompanyDynamic, type CompanyDynamic, type DynamicStatus } from '@/api/companyApp';
import { COMPANY_APP_LIMITS as LIMIT } from '@/domain/companyAppCodes';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { ShortcutTip } from '@/components/shortcuts';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { ImagesField } from './ImagesField';
import { PhonePreview } from './PhonePreview';
import styles from './NewsForm.module.css';

interface NewsValues {
  title: string;
  content: string;
  images: string[];
}

interface NewsFormDrawerProps {
  /** The post to edit; null for a new one. */
  post: CompanyDynamic | null;
  onClose: () => void;
  onSaved: (post: CompanyDynamic, done: string) => void;
}

export function NewsFormDrawer({ post, onClose, onSaved }: NewsFormDrawerProps) {
  const { t } = useTranslation();
  const f = (key: string, values?: Record<string, unknown>) => t(`companyApp.news.form.${key}`, values);
  const [form] = Form.useForm<NewsValues>();
  const { saving, error, submit } = useFormSubmit(form);
  const [initial] = useState<NewsValues>(() => ({ title: post?.title ?? '', content: post?.content ?? '', images: post?.images ?? [] }));
  const dirty = useRef(false);
  const watched = Form.useWatch([], form) as NewsValues | undefined;
  const shown = { ...initial, ...watched };

  const save = (status?: DynamicStatus) =>
    void submit(async (values) => {
      const body = { title: values.title.trim(), content: values.content.trim(), images: values.images };
      const saved = post
        ? await setCompanyDynamic({ dynamicId: post.dynamicId, ...body }, { silent: true })
        : await setCompanyDynamic({ ...body, status }, { silent: true });
      dirty.current = false;
      onSaved(saved, post ? t('companyApp.news.done.saved') : status === 1 ? t('companyApp.news.done.published') : t('companyApp.news.done.draft'));
    });

  return (
    <RecordFormDrawer
      title={post ? f('editTitle') : f('newTitle')}
      form={form}
      dirty={() => dirty.current}
      saving={saving}
      onSave={() => save(post ? undefined : 1)}
      // Publishing is consequential: only its button publishes, the save keys keep a draft.
      onSaveKey={post ? undefined : () => save(0)}
      onClose={onClose}
      okText={post ? f('save') : f('publish')}
      moreActions={
        post ? null : (
          <ShortcutTip shortcut="save" label={f('saveDraft')}>
            <Button loading={saving} onClick={() => save(0)}>
              {f('saveDraft')}
            </Button>
          </ShortcutTip>
        )
      }
      width={960}
    >
      <div className={styles.layout}>
        <Form<NewsValues> form={form} className={styles.form} layout="vertical" initialValues={initial} onValuesChange={() => (dirty.current = true)}>
          <Form.Item
            name="title"
            label={f('title')}
            rules={[
              { required: true, whitespace: true, message: f('titleRequired') },
              { max: LIMIT.newsTitleMax, message: f('titleTooLong', { max: LIMIT.newsTitleMax }) },
            ]}
          >
            <Input showCount maxLength={LIMIT.newsTitleMax} />
          </Form.Item>
          <Form.Item
            name="content"
            label={f('content')}
            extra={f('contentHint')}
            rules={[
              { required: true, whitespace: true, message: f('contentRequired') },
              { max: LIMIT.newsContentMax, message: f('contentTooLong', { max: LIMIT.newsContentMax }) },
            ]}
          >
            <Input.TextArea rows={10} showCount maxLength={LIMIT.newsContentMax} />
          </Form.Item>
          <Form.Item name="images" label={f('images')}>
            <ImagesField />
          </Form.Item>
          {error && <Alert type="error" showIcon title={f('failed', { reason: error })} role="alert" />}
        </Form>
        <div className={styles.preview}>
          <strong>{t('companyApp.news.preview.title')}</strong>
          <PhonePreview
            post={{
              title: shown.title ?? '',
              content: shown.content ?? '',
              images: shown.images ?? [],
              isTop: post?.isTop ?? 0,
              viewCount: post?.viewCount ?? 0,
              publishedTime: post?.publishedTime ?? null,
            }}
          />
        </div>
      </div>
    </RecordFormDrawer>
  );
}
