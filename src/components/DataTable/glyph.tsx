/**
 * Icons for table rows, drawn by CSS: `glyph('eye')` is one <span> where antd's <EyeOutlined />
 * is a <span><svg><path/></svg></span> of six React components and elements, rendered per icon per
 * row (a page of aunts shows ~170 of them). The span carries antd's icon classes and role, so it
 * sits, sizes and colours exactly like the antd icon (1em, currentColor); the shape is antd's, as a
 * mask (glyph.module.css).
 *
 * @example <IconButton label="编辑王阿姨" icon={glyph('edit')} onClick={edit} />
 */
import type { CSSProperties } from 'react';
import styles from './glyph.module.css';

/** antd's icon name of each glyph (its `anticon-<name>` class and its label). */
const NAMES = {
  eye: 'eye',
  edit: 'edit',
  delete: 'delete',
  more: 'more',
  down: 'down',
  message: 'message',
  userSwitch: 'user-switch',
  pushpin: 'pushpin',
  lock: 'lock',
  star: 'star',
  share: 'share-alt',
} as const;

export type GlyphName = keyof typeof NAMES;

/** The glyph as antd renders its icon's outer element: role img, labelled with the icon's name. */
export function glyph(name: GlyphName, options: { className?: string; style?: CSSProperties } = {}) {
  const className = `anticon anticon-${NAMES[name]} ${styles.glyph} ${styles[name]}${options.className ? ` ${options.className}` : ''}`;
  return <span role="img" aria-label={NAMES[name]} className={className} style={options.style} />;
}
