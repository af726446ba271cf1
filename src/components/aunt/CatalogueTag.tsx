import { Tag, type TagProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellTag, customTagColours, useDarkSurface } from '@/components/CellTag';

export interface CatalogueTagProps {
  name: string;
  /** The entry's colour (labels, service types); none: antd's neutral tag. */
  color?: string;
  /** A retired entry (deleted from the catalogue while records kept it): greyed, its colour dropped, "retired" in its title. */
  retired?: boolean;
  closable?: boolean;
  onClose?: () => void;
  /** Extra content after the name. */
  children?: ReactNode;
  testId?: string;
}

/** Greying of a retired entry, for places that draw their own element (a check box label): the tertiary grey (faded, it read below 4.5:1). */
export const RETIRED_STYLE = { color: 'var(--ant-color-text-tertiary)' } as const;

/**
 * A catalogue entry on a record (service type, skill, label, certificate) as a tag; a retired one
 * is greyed with "retired" in its title and accessible name, so no one takes it for an offered one.
 *
 * @example <CatalogueTag name={label.labelName} color={label.color} retired={label.isRetired === 1} />
 */
export function CatalogueTag(props: CatalogueTagProps) {
  // Only a retired entry needs a text of ours: the many others (a list shows some 80) subscribe to nothing.
  return props.retired ? <RetiredCatalogueTag {...props} /> : tagOf(props, undefined);
}

function RetiredCatalogueTag(props: CatalogueTagProps) {
  const { t } = useTranslation();
  return tagOf(props, t('aunt.retiredEntry', { name: props.name }));
}

function tagOf({ name, color, retired = false, closable, onClose, children, testId }: CatalogueTagProps, title: string | undefined) {
  const props = {
    color: retired ? undefined : color || undefined,
    title,
    'aria-label': title,
    'data-retired': retired || undefined,
    'data-testid': testId,
    style: { marginInlineEnd: 0, ...(retired ? RETIRED_STYLE : {}) },
  };
  // A list's tags are read-only: antd's Tag only where one closes (issue 11, CellTag), its text in CellTag's readable shade.
  return closable ? (
    <ClosableTag {...props} onClose={onClose}>
      {name}
      {children}
    </ClosableTag>
  ) : (
    <CellTag {...props}>
      {name}
      {children}
    </CellTag>
  );
}

/** antd's Tag that closes, a custom colour in CellTag's readable (and dark-aware) colours. */
function ClosableTag({ color, style, ...props }: TagProps & { color: string | undefined }) {
  const dark = useDarkSurface();
  return <Tag {...props} color={color} style={color?.startsWith('#') ? { ...style, ...customTagColours(color, dark) } : style} closable />;
}
