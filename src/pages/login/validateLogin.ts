export interface LoginValues {
  mobile: string;
  password: string;
}

/** i18n keys of the problems found, by field. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const MOBILE_PATTERN = /^1\d{10}$/;

/** Required fields, and an 11-digit mainland mobile once spaces are removed. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const mobile = values.mobile.replace(/\s+/g, '');
  if (!mobile) errors.mobile = 'login.mobileRequired';
  else if (!MOBILE_PATTERN.test(mobile)) errors.mobile = 'login.mobileInvalid';
  if (!values.password) errors.password = 'login.passwordRequired';
  return errors;
}
