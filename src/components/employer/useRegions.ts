/**
 * The cities of /sys/getRegion (each carries its province; sysQueries.regions, kept for the session) shared
 * by the employer list, form and detail: the province → city choices of the address picker and
 * a city's name by id.
 */
import { useMemo } from 'react';
import type { Region } from '@/api/sys';
import { sysQueries } from '@/api/sys.queries';
import { useQueryData } from '@/hooks/useQueryData';

export interface RegionOption {
  value: number;
  label: string;
  children?: RegionOption[];
}

export interface Regions {
  /** Province → city choices (antd Cascader options). */
  options: RegionOption[];
  cityName: (cityId: number) => string;
  /** "Province / City" of an addressPicker value ('' when unknown). */
  pickerLabel: (picker: readonly number[]) => string;
  /**
   * A maps-service place's region: the addressPicker of its division code ([province, city], or
   * [province] when the city is not ours, [] when neither is) and its district, its full name
   * less the province and city ('上海市浦东新区' → '浦东新区').
   */
  regionOfPlace: (place: { adcode: string; district: string }) => { addressPicker: number[]; district: string };
}

export function buildRegions(list: readonly Region[]): Regions {
  const provinces = new Map<number, RegionOption>();
  const cities = new Map<number, Region>();
  for (const region of list) {
    cities.set(region.region_id, region);
    let province = provinces.get(region.province_id);
    if (!province) {
      province = { value: region.province_id, label: region.province_name, children: [] };
      provinces.set(region.province_id, province);
    }
    province.children?.push({ value: region.region_id, label: region.region_name });
  }
  const options = [...provinces.values()];
  const codeOf = (adcode: string, digits: number) => (/^\d{6}$/.test(adcode) ? Number(adcode.slice(0, digits).padEnd(6, '0')) : NaN);
  return {
    regionOfPlace: ({ adcode, district }) => {
      const city = cities.get(codeOf(adcode, 4)) ?? cities.get(codeOf(adcode, 6));
      const province = city ? provinces.get(city.province_id) : provinces.get(codeOf(adcode, 2));
      const addressPicker = city ? [city.province_id, city.region_id] : province ? [province.value] : [];
      let rest = district;
      for (const name of [province?.label, city?.region_name]) if (name && rest.startsWith(name)) rest = rest.slice(name.length);
      return { addressPicker, district: rest };
    },
    options,
    cityName: (cityId) => cities.get(cityId)?.region_name ?? '',
    pickerLabel: ([provinceId, cityId]) => {
      const province = provinces.get(provinceId ?? -1)?.label ?? '';
      const city = cityId ? (cities.get(cityId)?.region_name ?? '') : '';
      return [province, city !== province ? city : ''].filter(Boolean).join(' / ');
    },
  };
}

const EMPTY = buildRegions([]);

/** The regions (empty until loaded; a failed load leaves them empty, the pickers show nothing; the next user asks again). */
export function useRegions(): Regions & { loading: boolean } {
  const { data, loading } = useQueryData(sysQueries.regions(), { staleMs: Infinity });
  const regions = useMemo(() => (data ? buildRegions(data) : EMPTY), [data]);
  return { ...regions, loading };
}
