import L from 'leaflet';

/** Grid spacing in degrees for a zoom level: about four to eight lines across the map. */
export function graticuleStep(zoom: number): number {
  const steps = [
    20, 20, 10, 10, 10, 5, 2, 1, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.001, 0.0005,
  ];
  return steps[Math.max(0, Math.min(steps.length - 1, Math.round(zoom)))]!;
}

const label = (value: number, positive: string, negative: string, step: number) => {
  const digits = step >= 1 ? 0 : Math.min(4, Math.ceil(-Math.log10(step)));
  return `${Math.abs(value).toFixed(digits)}°${value >= 0 ? positive : negative}`;
};

/**
 * Latitude and longitude lines with their degrees at the map's edges: the plain canvas shown when no tile
 * server is configured, so a position can still be read off the map.
 */
export function addGraticule(map: L.Map): () => void {
  const layer = L.layerGroup().addTo(map);
  const draw = () => {
    layer.clearLayers();
    const bounds = map.getBounds();
    const step = graticuleStep(map.getZoom());
    const style = { color: '#b8c4d6', weight: 1, interactive: false, dashArray: '4 4' };
    const west = Math.max(-180, bounds.getWest());
    const east = Math.min(180, bounds.getEast());
    const south = Math.max(-85, bounds.getSouth());
    const north = Math.min(85, bounds.getNorth());
    const icon = (text: string, className: string) =>
      L.divIcon({ className: `hr-graticule-label ${className}`, html: text, iconSize: undefined });
    for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) {
      layer.addLayer(
        L.polyline(
          [
            [south, lng],
            [north, lng],
          ],
          style,
        ),
      );
      layer.addLayer(
        L.marker([north, lng], { icon: icon(label(lng, 'E', 'W', step), 'top'), interactive: false }),
      );
    }
    for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
      layer.addLayer(
        L.polyline(
          [
            [lat, west],
            [lat, east],
          ],
          style,
        ),
      );
      layer.addLayer(
        L.marker([lat, west], { icon: icon(label(lat, 'N', 'S', step), 'left'), interactive: false }),
      );
    }
  };
  map.on('moveend zoomend resize', draw);
  draw();
  return () => {
    map.off('moveend zoomend resize', draw);
    layer.remove();
  };
}
