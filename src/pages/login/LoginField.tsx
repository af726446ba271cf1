import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface LoginFieldProps {
  name: 'mobile' | 'password';
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Focused once, when the field mounts (as the autoFocus attribute). */
  autoFocus?: boolean;
  /** A password field with a show/hide toggle. */
  secret?: boolean;
}

/** One labelled input of the login form, with its error under it. */
export function LoginField({ name, label, value, error, onChange, placeholder, autoComplete, inputMode, autoFocus, secret }: LoginFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = `login-${name}`;
  // Not the autoFocus attribute: focusing needs the page laid out, and React focuses inside the
  // commit, so the whole first layout ran in the commit's long task (issue 11: /login's blocking
  // time on a slow CPU). Focused after the first frame instead, when the layout is done.
  const [focusOnMount] = useState(autoFocus);
  useEffect(() => {
    if (!focusOnMount) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => input.current?.focus())));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [focusOnMount]);
  const Icon = secret ? LockOutlined : MobileOutlined;
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-label">
        {label}
      </label>
      <div className={`login-control${error ? ' login-invalid' : ''}`}>
        <Icon className="login-icon" />
        <input
          id={id}
          name={name}
          type={secret && !revealed ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          ref={input}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="login-input"
        />
        {secret && (
          <button
            type="button"
            className="login-reveal"
            onClick={() => setRevealed(!revealed)}
            aria-label={t(revealed ? 'login.hidePassword' : 'login.showPassword')}
          >
            {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        )}
      </div>
      <div id={`${id}-error`} className="login-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
