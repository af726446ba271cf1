import type { CompanyServiceType } from '@/api/company';
import { CellTag } from '@/components/CellTag';
import { CatalogueTag } from './CatalogueTag';
import type { CompanyAuntOptions } from '@/api/company.queries';
import { DEFAULT_SERVICE_TYPE_COLOR } from '@/domain/colour';
import { useCompanyAuntOptions } from './useCompanyAuntOptions';

export interface ServiceTypeTagsProps {
  /** Service type ids of the aunt. */
  value: readonly number[];
  /** Show at most this many tags, then "+n" with the rest in a tooltip. */
  max?: number;
  /** Names to use when the company's settings cannot be loaded (public resume). */
  fallback?: readonly Pick<CompanyServiceType, 'serviceTypeId' | 'serviceTypeName' | 'color'>[];
  /** Load the company options (default true; false without a session). */
  load?: boolean;
}

/**
 * Service types as tags in the colour the company gave each one (default grey #6B6C70); a retired
 * one (deleted from the catalogue while records kept it) greyed. Ids the company does not know are
 * left out.
 *
 * @example <ServiceTypeTags value={aunt.serviceTypes} max={3} />
 */
export function ServiceTypeTags({ load = true, ...props }: ServiceTypeTagsProps) {
  const { options } = useCompanyAuntOptions({ enabled: load });
  return <ServiceTypeTagList {...props} options={options} />;
}

/**
 * ServiceTypeTags for a caller that holds the company's options already: a list's column reads
 * them once, not once a row (each read is a store subscription and an effect, issue 11).
 */
export function ServiceTypeTagList({ value, max, fallback, options }: Omit<ServiceTypeTagsProps, 'load'> & { options: CompanyAuntOptions | null }) {
  const types = value.flatMap((id) => {
    const type = options?.serviceTypeById.get(id) ?? fallback?.find((candidate) => candidate.serviceTypeId === id);
    return type ? [type] : [];
  });
  if (types.length === 0) return null;
  const shown = max === undefined ? types : types.slice(0, max);
  const rest = types.slice(shown.length);
  const tag = (type: (typeof types)[number]) => (
    <CatalogueTag
      key={type.serviceTypeId}
      name={type.serviceTypeName}
      color={type.color || DEFAULT_SERVICE_TYPE_COLOR}
      retired={'isRetired' in type && type.isRetired === 1}
    />
  );
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {shown.map(tag)}
      {rest.length > 0 && (
        <span title={rest.map((type) => type.serviceTypeName).join('、')}>
          <CellTag style={{ marginInlineEnd: 0 }}>+{rest.length}</CellTag>
        </span>
      )}
    </span>
  );
}
