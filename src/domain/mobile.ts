/** Mainland mobile number: 1, then 3-9, then nine digits (the form, the mock and the import share it). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
