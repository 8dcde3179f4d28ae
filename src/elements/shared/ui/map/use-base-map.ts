import { useStore } from '@nanostores/react';
import type L from 'leaflet';
import { useEffect, useState, type RefObject } from 'react';
import type { MapViewKey } from '../../../../core/storage';
import { $config } from '../../../../core/config/store';
import { createBaseMap, TAIWAN_CENTER } from './base-map';
import { rememberedStart, rememberView } from './remembered-view';

/**
 * The console's base map in `box` for a component's lifetime (and made again when the deployment's
 * tiles change): Taiwan at zoom 7, or, with `remember`, the view kept under that key (spec 2.11),
 * kept again after every move. Returns the map once it exists; layers go on it in the caller's effects.
 */
export function useBaseMap(box: RefObject<HTMLElement | null>, remember?: MapViewKey): L.Map | null {
  const { tileUrl } = useStore($config);
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    const fallback = { center: TAIWAN_CENTER, zoom: 7 };
    const start = remember ? rememberedStart(remember, fallback) : fallback;
    const created = createBaseMap(box.current!, { ...start, tileUrl });
    const forget = remember ? rememberView(created, remember) : () => undefined;
    setMap(created);
    return () => {
      forget();
      created.remove();
      setMap(null);
    };
  }, [tileUrl, remember]);
  return map;
}
