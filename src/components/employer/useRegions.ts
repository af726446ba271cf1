/**
 * The cities of /sys/getRegion (each carries its province), loaded once per session and shared
 * by the employer list, form and detail: the province → city choices of the address picker and
 * a city's name by id.
 */
import { useEffect, useState } from 'react';
import { getRegion, type Region } from '@/api/sys';

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
}

let loading: Promise<Region[]> | null = null;

function loadRegions(): Promise<Region[]> {
  loading ??= getRegion({ type: 0 }, { silent: true }).catch((error: unknown) => {
    loading = null; // the next user tries again
    throw error;
  });
  return loading;
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
  return {
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

/** The regions (empty until loaded; a failed load leaves them empty, the pickers show nothing). */
export function useRegions(): Regions & { loading: boolean } {
  const [regions, setRegions] = useState<Regions | null>(null);
  useEffect(() => {
    let active = true;
    loadRegions().then(
      (list) => active && setRegions(buildRegions(list)),
      () => active && setRegions(EMPTY),
    );
    return () => {
      active = false;
    };
  }, []);
  return { ...(regions ?? EMPTY), loading: regions === null };
}
