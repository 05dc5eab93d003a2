import 'leaflet/dist/leaflet.css';
import { api, type BoundaryResult, NATION_CODE } from '@hr/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../app/request.ts';
import { usePlatformInfo } from '../../app/session.ts';
import { fromDisplay, type LngLat, type TileCoord, toDisplay } from './coords.ts';
import { addGraticule } from './graticule.ts';
import styles from './MapView.module.css';
import { pinIcon } from './markerIcon.ts';
import type { MapViewProps } from './types.ts';

const CHINA: L.LatLngExpression = [35.5, 104];
const outlineQuery = (code: string) => ({
  queryKey: ['region-outline', code],
  queryFn: () => call(api.geocoder.boundary, { query: { code } }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

const toLatLng = (p: LngLat, tiles: TileCoord): L.LatLngTuple => {
  const d = toDisplay(p, tiles);
  return [d.lat, d.lng];
};

/** GCJ-02 outline → a GeoJSON layer in the tiles' system. */
function outlineLayer(outline: BoundaryResult, tiles: TileCoord, style: L.PathOptions): L.GeoJSON {
  return L.geoJSON(outline.geojson as GeoJSON.FeatureCollection, {
    style,
    interactive: false,
    coordsToLatLng: ([lng, lat]) => L.latLng(toLatLng({ lng: lng!, lat: lat! }, tiles)),
  });
}

/**
 * A Leaflet map that works without the internet: with a configured tile server (MAP_TILE_URL) it shows
 * that base map; without one a plain canvas with a degree grid and the province outlines (open data
 * shipped with the server). Markers and outlines are GCJ-02 and converted to the tiles' system.
 */
export function MapView({
  marker,
  pendingMarker,
  markerTitle,
  onMapClick,
  outlineCodes = [],
  focus,
  height = 360,
  style,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const info = usePlatformInfo().data?.map;
  const tiles: TileCoord = info?.tileCoord ?? 'gcj02';
  const plain = !!info && !info.tileUrl;

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, {
      center: CHINA,
      zoom: 4,
      minZoom: 3,
      maxZoom: 18,
      attributionControl: false,
      zoomControl: false,
    });
    L.control.zoom({ position: 'topright', zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(created);
    // The map often starts inside a dialog that is still opening: follow its real size.
    const observer = new ResizeObserver(() => created.invalidateSize());
    observer.observe(container.current);
    setMap(created);
    return () => {
      observer.disconnect();
      created.remove();
    };
  }, []);

  // Base layer: tiles, or the plain canvas's grid.
  useEffect(() => {
    if (!map || !info) return;
    if (info.tileUrl) {
      const layer = L.tileLayer(info.tileUrl, {
        subdomains: info.tileSubdomains,
        attribution: info.tileAttribution,
        maxZoom: 18,
      }).addTo(map);
      const attribution = info.tileAttribution ? L.control.attribution({ prefix: false }).addTo(map) : null;
      return () => {
        layer.remove();
        attribution?.remove();
      };
    }
    return addGraticule(map);
  }, [map, info]);

  const nation = useQuery({ ...outlineQuery(NATION_CODE), enabled: plain });
  const outlines = useQueries({ queries: outlineCodes.map(outlineQuery) });
  const outlineData = outlines.map((o) => o.data);
  const outlineKey = outlineData.map((o) => o?.code ?? '').join(',');

  useEffect(() => {
    if (!map || !nation.data) return;
    const layer = outlineLayer(nation.data, tiles, {
      color: '#9aa9bf',
      weight: 1,
      fillColor: '#ffffff',
      fillOpacity: 0.6,
    }).addTo(map);
    layer.bringToBack();
    return () => void layer.remove();
  }, [map, nation.data, tiles]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the set of loaded outlines changes
  useEffect(() => {
    if (!map) return;
    const layers = outlineData.map((o, i) =>
      o
        ? outlineLayer(o, tiles, {
            color: i === outlineData.length - 1 ? '#1677ff' : '#69b1ff',
            weight: i === outlineData.length - 1 ? 2 : 1,
            fillOpacity: i === outlineData.length - 1 ? 0.06 : 0,
          }).addTo(map)
        : null,
    );
    return () => {
      for (const layer of layers) layer?.remove();
    };
  }, [map, outlineKey, tiles]);

  // Focus: a region (once its outline is known) or a point.
  const [focusOutline, setFocusOutline] = useState<string | null>(null);
  useEffect(() => {
    if (!map || !focus) return;
    if ('code' in focus) setFocusOutline(focus.code);
    else {
      setFocusOutline(null);
      map.setView(toLatLng(focus.point, tiles), focus.zoom ?? 15);
    }
  }, [map, focus, tiles]);
  const focusData = useQuery({ ...outlineQuery(focusOutline ?? ''), enabled: !!focusOutline }).data;
  useEffect(() => {
    if (!map || !focusData || focusData.code !== focusOutline) return;
    const [w, s, e, n] = focusData.bbox;
    map.fitBounds(L.latLngBounds(toLatLng({ lng: w, lat: s }, tiles), toLatLng({ lng: e, lat: n }, tiles)), {
      padding: [16, 16],
    });
  }, [map, focusData, focusOutline, tiles]);

  const onClick = useRef(onMapClick);
  onClick.current = onMapClick;
  useEffect(() => {
    if (!map) return;
    const handler = (e: L.LeafletMouseEvent) =>
      onClick.current?.(fromDisplay({ lng: e.latlng.lng, lat: e.latlng.lat }, tiles));
    map.on('click', handler);
    return () => void map.off('click', handler);
  }, [map, tiles]);
  useEffect(() => {
    if (container.current) container.current.style.cursor = onMapClick ? 'crosshair' : '';
  }, [onMapClick]);

  useMarker(map, marker, 'saved', tiles, markerTitle);
  useMarker(map, pendingMarker, 'pending', tiles, '新坐标（待确认）');

  return (
    <div className={`${styles.map} ${plain ? styles.plain : ''}`} style={{ height, ...style }}>
      <div ref={container} style={{ height: '100%' }} data-testid="map-canvas" />
      {plain && <span className={styles.note}>未配置底图，显示经纬网格与行政区轮廓</span>}
    </div>
  );
}

function useMarker(
  map: L.Map | null,
  point: LngLat | null | undefined,
  kind: 'saved' | 'pending',
  tiles: TileCoord,
  title?: string,
) {
  const lng = point?.lng;
  const lat = point?.lat;
  useEffect(() => {
    if (!map || lng === undefined || lat === undefined) return;
    const layer = L.marker(toLatLng({ lng, lat }, tiles), {
      icon: pinIcon(kind),
      keyboard: false,
      zIndexOffset: kind === 'pending' ? 1000 : 0,
    });
    if (title) layer.bindTooltip(title, { direction: 'top' });
    layer.addTo(map);
    return () => void layer.remove();
  }, [map, lng, lat, kind, tiles, title]);
}
