/**
 * antd's message / notification / modal instances, handed to app/feedback.ts. A lazy chunk:
 * antd's App (and the Modal code behind it) is not part of the first load; see feedback.ts.
 * Rendered inside the app's ConfigProvider (theme, locale) by AppProviders, beside the app.
 */
import { useEffect } from 'react';
import { App } from 'antd';
import { registerFeedback } from './feedback';

function Registrar() {
  const api = App.useApp();
  useEffect(() => {
    registerFeedback(api);
    return () => registerFeedback(null);
  }, [api]);
  return null;
}

export default function FeedbackBridge() {
  // No element of its own (component={false}): the holders render into portals.
  return (
    <App component={false}>
      <Registrar />
    </App>
  );
}
