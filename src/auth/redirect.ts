/**
 * The `?redirect=` target after login is honoured only when it is a same-origin relative path.
 * Anything that could leave the site (//host, /\host, encoded slashes, schemes such as
 * https: or javascript:, control characters) lands on `/`.
 */
const HOME = '/';

function decodeFully(value: string): string | null {
  let current = value;
  // Decode repeatedly so double-encoded tricks (%252F) are seen for what they are.
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeRedirect(target: string | null | undefined): string {
  if (!target) return HOME;
  const value = target.trim();
  if (!value.startsWith('/')) return HOME;
  const decoded = decodeFully(value);
  if (decoded === null) return HOME;
  for (const candidate of [value, decoded]) {
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return HOME;
    if (hasControlCharacter(candidate)) return HOME;
    if (candidate.includes('\\')) return HOME;
  }
  if (decoded.startsWith('/login')) return HOME;
  return value;
}

/** `/login?redirect=<wanted path>` for a path the guard turned away. */
export function loginPathFor(wantedPath: string): string {
  return `/login?redirect=${encodeURIComponent(wantedPath)}`;
}
