import { useEffect } from 'react';
import { App } from 'antd';
import { registerFeedback } from './feedback';

/** Hands antd's App.useApp() instances to code outside React (request layer, loaders). */
export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    registerFeedback(api);
    return () => registerFeedback(null);
  }, [api]);
  return null;
}
