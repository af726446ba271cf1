/**
 * Field rules of the account forms (register, password reset, personal settings).
 * The spec has no password rule; ours is 6 to 32 characters, the same as the mock server's.
 */

/** Mainland mobile number: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** SMS verification code: 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
/** Seconds before another SMS code may be asked for. */
export const SMS_COUNTDOWN_SECONDS = 60;
