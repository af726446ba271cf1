import { Avatar, Button, Empty, Space, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bindWxUserWeb, removeBindWxUser, type WxUserInfo } from '@/api/user';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useSession } from '@/stores/session';

function setWxUserInfo(wxUserInfo: WxUserInfo | null) {
  const user = useSession.getState().user;
  if (user) useSession.setState({ user: { ...user, wxUserInfo } });
}

/**
 * The chat-app (WeChat) account bound to the user: nickname and head image with an Unbind
 * button (asks first), or a Bind button. A real WeChat web authorisation would come back
 * through /wechat/loginauth?code=; here Bind sends a one-off code directly.
 */
export function WechatBinding({ wxUserInfo }: { wxUserInfo: WxUserInfo | null }) {
  const { t } = useTranslation();
  // Bind and unbind run one at a time.
  const mutation = useConfirmedMutation();
  const binding = mutation.isBusy('wechat');

  const bind = () =>
    void mutation.run({
      key: 'wechat',
      mutate: (options) => bindWxUserWeb({ code: `web-${Date.now().toString(36)}` }, options),
      success: t('profile.wechat.bindDone'),
      onDone: setWxUserInfo,
    });

  const confirmUnbind = () =>
    void mutation.run({
      key: 'wechat',
      confirm: {
        title: t('profile.wechat.unbindTitle', { name: wxUserInfo?.nickname ?? '' }),
        content: t('profile.wechat.unbindConfirm'),
        okText: t('profile.wechat.unbind'),
        danger: true,
        cancelText: t('profile.cancel'),
      },
      // The binding stays as it was after a failure.
      mutate: (options) => removeBindWxUser({}, options),
      success: t('profile.wechat.unbindDone'),
      onDone: () => setWxUserInfo(null),
    });

  if (!wxUserInfo) {
    return (
      <Empty image={<WechatOutlined style={{ fontSize: 48, color: '#07C160' }} />} description={t('profile.wechat.unbound')}>
        <Button type="primary" icon={<WechatOutlined />} loading={binding} onClick={bind}>
          {t('profile.wechat.bind')}
        </Button>
      </Empty>
    );
  }

  return (
    <Space size="large" align="center">
      <Avatar size={64} src={wxUserInfo.headimgurl} alt={wxUserInfo.nickname} />
      <Space orientation="vertical" size={4}>
        <Typography.Text type="secondary">{t('profile.wechat.bound')}</Typography.Text>
        <Typography.Text strong data-testid="wechat-nickname">
          {wxUserInfo.nickname}
        </Typography.Text>
      </Space>
      <Button danger onClick={confirmUnbind}>
        {t('profile.wechat.unbind')}
      </Button>
    </Space>
  );
}
