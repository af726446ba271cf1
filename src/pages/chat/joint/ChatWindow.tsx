/**
 * The joint-hall chat window (session layer: MainLayout mounts it while the chat exists, on its
 * first opening): floating above the content, dragged by its header, closed with its button, the
 * bell or Escape. The connection's state as a line under the header; the conversations on the
 * left, the selected one on the right; or, when the server has no chat (a 404 on its calls),
 * "this server does not offer this feature" in their place.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, Empty } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppState } from '@/stores/app';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { openMyPendingRequests } from '@/pages/companyApp/orders/requestBell';
import { chatActions } from './chatRuntime';
import { useChatStore } from './chatStore';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { useDragPlace } from './useDragPlace';
import panes from '@/pages/chat/messages/MessagePanes.module.css';
import styles from './ChatWindow.module.css';
import '@/i18n/texts/chat';

export default function ChatWindow() {
  const { t } = useTranslation();
  const open = useAppState((state) => state.chatWindowOpen);
  const close = () => useAppState.getState().setChatWindowOpen(false);
  const openUserId = useChatStore((state) => state.openUserId);
  const peer = useChatStore((state) => state.conversations.find((entry) => entry.userId === state.openUserId) ?? null);
  const offered = useChatStore((state) => state.connection !== 'notOffered');
  const windowRef = useRef<HTMLElement>(null);
  const { place, headerProps } = useDragPlace(windowRef);

  // Opening moves the focus into the window, so Escape closes it at once.
  useEffect(() => {
    if (open) windowRef.current?.focus();
  }, [open]);

  // The conversation on screen is read, and its newest messages asked when not known since the last connection.
  useEffect(() => {
    if (open && openUserId !== null) chatActions.show(openUserId);
  }, [open, openUserId]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Only from inside the window itself: Escape in the image preview or the upload dialog closes those.
    if (event.key === 'Escape' && windowRef.current?.contains(event.target as Node)) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <section
      ref={windowRef}
      role="dialog"
      aria-modal={false}
      aria-label={t('chat.joint.title')}
      data-testid="chat-window"
      tabIndex={-1}
      hidden={!open}
      className={panes.panel}
      // Its place is where it was dragged (the aunt panel's frame is anchored to the bottom right).
      style={{ left: place.x, top: place.y, right: 'auto', bottom: 'auto' }}
      onKeyDown={onKeyDown}
    >
      <header className={`${panes.panelHeader} ${styles.dragHandle}`} title={t('chat.joint.dragHint')} data-testid="chat-window-header" {...headerProps}>
        <h2 className={panes.panelTitle}>{t('chat.joint.title')}</h2>
        <button type="button" className={panes.close} aria-label={t('chat.joint.close')} title={t('chat.joint.close')} onClick={close}>
          <CloseOutlined />
        </button>
      </header>
      <ConnectionLine />
      <PendingRequestsLine />
      {offered ? (
        <div className={`${panes.panes} ${panes.panelPanes}`}>
          <div className={panes.listPane}>
            <div className={panes.threadScroller}>
              <ConversationList onSelect={chatActions.select} />
            </div>
          </div>
          <div className={panes.threadPane}>
            {peer ? (
              <ConversationView key={peer.userId} peer={peer} />
            ) : (
              <Empty className={panes.pick} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.joint.pick')} />
            )}
          </div>
        </div>
      ) : (
        <div className={`${panes.panelPanes} ${styles.notOffered}`}>
          <FeatureUnavailable testId="chat-unavailable" />
        </div>
      )}
    </section>
  );
}

/** The mini-program's service requests waiting with the user (also counted beside the bell): a line that opens them. */
function PendingRequestsLine() {
  const { t } = useTranslation();
  const count = useAppState((state) => state.pendingRequests);
  if (count === 0) return null;
  return (
    <div className={`${styles.connection} ${styles.requests}`} data-testid="chat-pending-requests" role="status">
      <span>{t('layout.pendingRequests', { count })}</span>
      <Button size="small" onClick={openMyPendingRequests}>
        {t('layout.viewRequests')}
      </Button>
    </div>
  );
}

/** The connection's state: hidden while connected (and when there is no chat: the window says so); connecting / reconnecting; unavailable with Retry. */
function ConnectionLine() {
  const { t } = useTranslation();
  const connection = useChatStore((state) => state.connection);
  const state = connection === 'connecting' ? 'reconnecting' : connection;
  const text = {
    connecting: t('chat.joint.connecting'),
    reconnecting: t('chat.joint.reconnecting'),
    connected: t('chat.joint.connected'),
    unavailable: t('chat.joint.unavailable'),
    notOffered: '',
  }[connection];
  return (
    <div
      className={`${styles.connection} ${styles[state]}`}
      data-testid="chat-connection"
      data-state={state}
      role="status"
      hidden={state === 'connected' || state === 'notOffered'}
    >
      <span>{text}</span>
      {state === 'unavailable' && (
        <Button size="small" onClick={chatActions.retry}>
          {t('chat.joint.retry')}
        </Button>
      )}
    </div>
  );
}
