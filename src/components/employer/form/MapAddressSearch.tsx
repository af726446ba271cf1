import { AutoComplete, Form, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLoader, MapPlace } from '@/api/maps';

const DEBOUNCE_MS = 300;
const KEYWORD_FIELD = 'mapKeyword';

interface MapAddressSearchProps {
  loader: MapLoader;
  /** The city the search prefers (the one picked below), '' for anywhere. */
  city: string;
  onPick: (place: MapPlace) => void;
}

/**
 * The address picker's maps-service half (only with a configured key): type a compound, building
 * or street, choose a suggestion, and the region, district and address below are filled in (all
 * still editable). A failing service says so here; the region picker below works as ever.
 */
export function MapAddressSearch({ loader, city, onPick }: MapAddressSearchProps) {
  const { t } = useTranslation();
  // A field of the form (never sent: the body names its fields), so typing here counts as a change to keep.
  const form = Form.useFormInstance();
  const keyword = Form.useWatch<string | undefined>(KEYWORD_FIELD, form) ?? '';
  const [places, setPlaces] = useState<MapPlace[]>([]);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');
  // The name of the place just chosen: shown in the box, not searched again.
  const picked = useRef('');

  useEffect(() => {
    const text = keyword.trim();
    if (text === '' || keyword === picked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('searching');
      loader.suggest(text, { city: city || undefined, signal: controller.signal }).then(
        (found) => {
          if (controller.signal.aborted) return;
          setPlaces(found);
          setState('idle');
        },
        () => {
          if (controller.signal.aborted) return;
          setPlaces([]);
          setState('failed');
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, city, loader]);

  const id = 'employer-map-search';
  const searched = keyword.trim() !== '' && state === 'idle';
  return (
    <Form.Item
      name={KEYWORD_FIELD}
      label={t('employer.form.mapSearch.label')}
      htmlFor={id}
      validateStatus={state === 'failed' ? 'warning' : undefined}
      help={state === 'failed' ? t('employer.form.mapSearch.failed') : undefined}
      extra={state === 'failed' ? undefined : t('employer.form.mapSearch.hint')}
    >
      <AutoComplete
        id={id}
        options={places.map((place, index) => ({
          value: String(index),
          label: (
            <span data-testid="map-place">
              {place.name}
              <Typography.Text type="secondary"> {[place.district, place.address].filter(Boolean).join(' ')}</Typography.Text>
            </span>
          ),
        }))}
        onSelect={(value: string) => {
          const place = places[Number(value)];
          if (!place) return;
          picked.current = place.name;
          form.setFieldValue(KEYWORD_FIELD, place.name);
          setPlaces([]);
          onPick(place);
        }}
        filterOption={false}
        notFoundContent={searched && places.length === 0 ? t('employer.form.mapSearch.empty') : undefined}
        placeholder={t('employer.form.mapSearch.placeholder')}
        allowClear
      />
    </Form.Item>
  );
}
