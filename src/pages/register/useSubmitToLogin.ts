import type { FormInstance } from 'antd';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useFormSubmit } from '@/hooks/useFormSubmit';

/**
 * The submit of a public account form (register, reset password) on useFormSubmit: one request at
 * a time; on success a message and /login with the mobile prefilled; on failure the request layer
 * has shown why (a field the refusal names is marked) and the form keeps what was typed.
 *
 * @example const { saving, submit } = useSubmitToLogin(form, (values) => resetPassword(values), t('publicPages.reset.success'));
 */
export function useSubmitToLogin<V extends { mobile: string }>(form: FormInstance<V>, send: (values: V) => Promise<unknown>, successText: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { saving, submit: save } = useFormSubmit(form, { formError: () => null });

  const submit = () =>
    save(
      async (values) => {
        await send(values);
        return values.mobile;
      },
      (mobile) => {
        void message.success(successText);
        navigate(`/login?mobile=${encodeURIComponent(mobile)}`, { replace: true });
      },
    );

  return { saving, submit };
}
