/**
 * A read-only tag for table cells and cards: the markup antd's Tag renders (filled, in a preset,
 * status or custom colour), drawn without antd's Tag component (issue 11). A list shows some 125
 * tags a page, and each antd Tag runs a dozen hooks (config, semantic classes and styles, its
 * style registration, closable handling) and two style components: CellTag takes about 10 ms of
 * script off an aunt-list open in Chromium. For a tag that closes, or that is clicked, use antd's
 * Tag.
 *
 * antd's style hook for tags gives the theme classes and puts the tag's own CSS variables (the
 * neutral tag's background) on the page. Inside a `TagStyleScope` (every DataTable is one) the
 * scope runs it once for all its tags; a tag outside one runs it itself.
 *
 * @example <CellTag color="blue" data-status={1}>找工作</CellTag>
 */
import { FastColor } from '@ant-design/fast-color';
import { textShadeOf } from '@/domain/colour';
import { ConfigContext, isPresetColor, isPresetStatusColor, useTagStyle } from '@/patches/antdInternals';
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

export interface CellTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** A preset colour (blue, green…), a status (success, error…) or any CSS colour; none: neutral. */
  color?: string;
  children?: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** antd's tag class prefix and the theme classes its style hook gave. */
interface TagStyle {
  prefix: string;
  themeClasses: string;
}

const TagStyleContext = createContext<TagStyle | null>(null);

function useRegisteredTagStyle(): TagStyle {
  const prefix = useContext(ConfigContext).getPrefixCls('tag');
  const [hashId, cssVarClass] = useTagStyle(prefix);
  return { prefix, themeClasses: [hashId, cssVarClass].filter(Boolean).join(' ') };
}

/** Runs antd's tag style hook once for the CellTags inside it (a table's cells). */
export function TagStyleScope({ children }: { children: ReactNode }) {
  const { prefix, themeClasses } = useRegisteredTagStyle();
  // The same object until the theme changes: the tags below render again only then.
  const style = useMemo(() => ({ prefix, themeClasses }), [prefix, themeClasses]);
  return <TagStyleContext.Provider value={style}>{children}</TagStyleContext.Provider>;
}

const softBackgrounds = new Map<string, string>();

/** The background antd gives a filled tag of a custom colour: the colour at 95% lightness. */
export function softBackgroundOf(color: string): string {
  let background = softBackgrounds.get(color);
  if (background === undefined) {
    const hsl = new FastColor(color).toHsl();
    hsl.l = 0.95;
    background = new FastColor(hsl).toHexString();
    softBackgrounds.set(color, background);
  }
  return background;
}

const customColours = new Map<string, CSSProperties>();

/**
 * A custom-coloured tag's background and text: the text in the colour's own hue, darkened until it
 * reads at 4.5:1 on that background (a label's #52C41A was 2.1:1 there; domain/colour textShadeOf).
 */
export function customTagColours(color: string): CSSProperties {
  let colours = customColours.get(color);
  if (colours === undefined) {
    const backgroundColor = softBackgroundOf(color);
    colours = { backgroundColor, color: textShadeOf(new FastColor(color).toHexString(), backgroundColor) };
    customColours.set(color, colours);
  }
  return colours;
}

function tagMarkup({ color, className, style, children, ...rest }: CellTagProps, { prefix, themeClasses }: TagStyle) {
  const named = color !== undefined && (isPresetColor(color) || isPresetStatusColor(color));
  const custom: CSSProperties | undefined = color && !named ? customTagColours(color) : undefined;
  const classes = [prefix, `${prefix}-filled`, named && `${prefix}-${color}`, className, themeClasses].filter(Boolean).join(' ');
  return (
    <span {...rest} className={classes} style={custom ? { ...custom, ...style } : style}>
      {children}
    </span>
  );
}

function UnscopedCellTag(props: CellTagProps) {
  return tagMarkup(props, useRegisteredTagStyle());
}

export function CellTag(props: CellTagProps) {
  const scope = useContext(TagStyleContext);
  return scope ? tagMarkup(props, scope) : <UnscopedCellTag {...props} />;
}
