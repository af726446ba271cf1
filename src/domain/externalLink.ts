/**
 * A link is external if it starts with http(s):, mailto: or tel: (first document, section 2).
 * Its own tiny module: the menu converter (in the shell's chunk) and the page rules (page
 * management, the mock) both use it.
 */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path.trim());
}
