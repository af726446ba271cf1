import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateUser, type UserInfo } from '@/api/user';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { useSession } from '@/stores/session';
import { AvatarField } from './AvatarField';

interface BasicValues {
  contact: string;
  avatarUrl: string;
  introduction: string;
}

export const CONTACT_MAX = 20;
export const INTRODUCTION_MAX = 200;

/**
 * Name, avatar and introduction -> /user/updateUser. On success the session's user takes the
 * answer, so the layout shows the new name and avatar at once; on failure the typed values stay.
 */
export function BasicInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BasicValues>();
  // The request layer shows a failure; the form keeps what was typed.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const save = () =>
    submit(
      (values) => updateUser({ contact: values.contact.trim(), avatarUrl: values.avatarUrl ?? '', introduction: values.introduction ?? '' }),
      (profile) => {
        const current = useSession.getState().user;
        if (current) useSession.setState({ user: { ...current, ...profile } });
        form.setFieldsValue({ contact: profile.contact, avatarUrl: profile.avatarUrl, introduction: profile.introduction });
        message.success(t('profile.basic.saved'));
      },
    );

  return (
    <Form<BasicValues>
      onKeyDown={(event) => saveOnKey(event, () => void save())}
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={{ contact: user.contact, avatarUrl: user.avatarUrl, introduction: user.introduction }}
      onFinish={() => void save()}
    >
      <Form.Item name="avatarUrl" label={t('profile.basic.avatar')}>
        <AvatarField />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('profile.basic.contact')}
        rules={[
          { required: true, whitespace: true, message: t('profile.basic.contactRequired') },
          { max: CONTACT_MAX, message: t('profile.basic.contactMax', { max: CONTACT_MAX }) },
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label={t('profile.basic.mobile')}>
        <Input value={user.mobile} disabled />
      </Form.Item>
      <Form.Item
        name="introduction"
        label={t('profile.basic.introduction')}
        rules={[{ max: INTRODUCTION_MAX, message: t('profile.basic.introductionMax', { max: INTRODUCTION_MAX }) }]}
      >
        <Input.TextArea rows={4} showCount maxLength={INTRODUCTION_MAX} placeholder={t('profile.basic.introductionPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.basic.save')}
      </Button>
    </Form>
  );
}
