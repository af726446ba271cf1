import type { AuntPhoto } from '@/api/aunt.types';
import styles from './AuntAvatar.module.css';

export interface AuntAvatarProps {
  /** The portrait (or its path); the name's first character is shown without one. */
  portrait: AuntPhoto | string | null | undefined;
  name: string;
  size?: number;
  shape?: 'circle' | 'square';
}

/** A calm colour per name, so the same aunt always gets the same initial background. */
const COLORS = ['#F1A83C', '#4C9AFF', '#36B37E', '#8777D9', '#FF7452', '#00B8D9', '#E56910', '#6B6C70'];

export function colorOfName(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 9973;
  return COLORS[sum % COLORS.length];
}

/**
 * The aunt's portrait, or her surname on a coloured disc. Plain CSS (no measuring), because a
 * list renders fifty of them at once.
 *
 * @example <AuntAvatar portrait={aunt.portrait} name={aunt.auntName} size={40} />
 */
export function AuntAvatar({ portrait, name, size = 40, shape = 'circle' }: AuntAvatarProps) {
  const src = typeof portrait === 'string' ? portrait : portrait?.filePath;
  const className = `${styles.avatar} ${shape === 'square' ? styles.square : styles.circle}`;
  const box = { width: size, height: size };
  if (src) return <img src={src} alt={name} className={className} style={box} loading="lazy" decoding="async" />;
  return (
    <span className={className} style={{ ...box, backgroundColor: colorOfName(name), fontSize: Math.round(size * 0.42) }} role="img" aria-label={name}>
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
