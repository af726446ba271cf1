/**
 * Bridge between code outside React (the request layer, route loaders) and antd's
 * App.useApp() message/modal APIs, so toasts and confirms follow the theme and locale.
 * <FeedbackBridge/> (inside antd's <App>) registers the live instances on mount.
 */
import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  /** Called when the dialog is dismissed, whichever button (or Escape) closed it. */
  onClose: () => void;
}

let api: AppApi | null = null;

export function registerFeedback(next: AppApi | null): void {
  api = next;
}

export const feedback = {
  error(text: string, seconds: number): void {
    api?.message.error({ content: text, duration: seconds });
  },
  success(text: string, seconds = 3): void {
    api?.message.success({ content: text, duration: seconds });
  },
  info(text: string, seconds = 3): void {
    api?.message.info({ content: text, duration: seconds });
  },
  confirm(options: ConfirmOptions): void {
    if (!api) {
      options.onClose();
      return;
    }
    api.modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      // Release on the button press itself: afterClose waits for the closing animation.
      onOk: () => {
        options.onClose();
        options.onOk();
      },
      onCancel: options.onClose,
    });
  },
};
