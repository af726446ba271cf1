/** Display masks of an aunt's contact data (pure). */

/** '13812341234' -> '138****1234'; an already masked or other text keeps its last four characters. */
export function maskMobile(mobile: string): string {
  if (mobile === '' || mobile.includes('*')) return mobile;
  if (/^\d{11}$/.test(mobile)) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  return mobile.length <= 4 ? '*'.repeat(mobile.length) : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}
