import { useRef, useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * The submit of a public account form (register, reset password): one request at a time; on
 * success a message and /login with the mobile prefilled; on failure the request layer has shown
 * why and the form keeps what was typed.
 *
 * @example const { saving, submit } = useSubmitToLogin((values) => resetPassword(values), t('publicPages.reset.success'));
 */
export function useSubmitToLogin<V extends { mobile: string }>(send: (values: V) => Promise<unknown>, successText: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  async function submit(values: V) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await send(values);
      message.success(successText);
      navigate(`/login?mobile=${encodeURIComponent(values.mobile)}`, { replace: true });
    } catch {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return { saving, submit };
}
