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
import { ConfigContext, isPresetColor, isPresetStatusColor, useDesignToken, useTagStyle } from '@/patches/antdInternals';
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

export interface CellTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** A preset colour (blue, green…), a status (success, error…) or any CSS colour; none: neutral. */
  color?: string;
  children?: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** antd's tag class prefix and the theme classes its style hook gave; dark: the theme's surface is dark. */
interface TagStyle {
  prefix: string;
  themeClasses: string;
  dark: boolean;
}

const TagStyleContext = createContext<TagStyle | null>(null);

function useRegisteredTagStyle(): TagStyle {
  const prefix = useContext(ConfigContext).getPrefixCls('tag');
  const [hashId, cssVarClass] = useTagStyle(prefix);
  return { prefix, themeClasses: [hashId, cssVarClass].filter(Boolean).join(' '), dark: useDarkSurface() };
}

/** True when the theme's surface (antd's colorBgContainer) is dark: dark mode, once its algorithm is in. */
export function useDarkSurface(): boolean {
  const background = useDesignToken()[1].colorBgContainer;
  return useMemo(() => new FastColor(background).isDark(), [background]);
}

/** Runs antd's tag style hook once for the CellTags inside it (a table's cells). */
export function TagStyleScope({ children }: { children: ReactNode }) {
  const { prefix, themeClasses, dark } = useRegisteredTagStyle();
  // The same object until the theme changes: the tags below render again only then.
  const style = useMemo(() => ({ prefix, themeClasses, dark }), [prefix, themeClasses, dark]);
  return <TagStyleContext.Provider value={style}>{children}</TagStyleContext.Provider>;
}

const softBackgrounds = new Map<string, string>();

/**
 * The background of a filled tag of a custom colour: as antd gives it, the colour at 95% lightness;
 * on a dark surface the colour at 16% lightness (antd's light one glared there).
 */
export function softBackgroundOf(color: string, dark = false): string {
  const key = `${color}|${dark}`;
  let background = softBackgrounds.get(key);
  if (background === undefined) {
    const hsl = new FastColor(color).toHsl();
    hsl.l = dark ? 0.16 : 0.95;
    background = new FastColor(hsl).toHexString();
    softBackgrounds.set(key, background);
  }
  return background;
}

const customColours = new Map<string, CSSProperties>();

/**
 * A custom-coloured tag's background and text: the text in the colour's own hue, darkened (lightened
 * on a dark surface) until it reads at 4.5:1 on that background (a label's #52C41A was 2.1:1 there;
 * domain/colour textShadeOf).
 */
export function customTagColours(color: string, dark = false): CSSProperties {
  const key = `${color}|${dark}`;
  let colours = customColours.get(key);
  if (colours === undefined) {
    const backgroundColor = softBackgroundOf(color, dark);
    colours = { backgroundColor, color: textShadeOf(new FastColor(color).toHexString(), backgroundColor) };
    customColours.set(key, colours);
  }
  return colours;
}

function tagMarkup({ color, className, style, children, ...rest }: CellTagProps, { prefix, themeClasses, dark }: TagStyle) {
  const named = color !== undefined && (isPresetColor(color) || isPresetStatusColor(color));
  const custom: CSSProperties | undefined = color && !named ? customTagColours(color, dark) : undefined;
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
