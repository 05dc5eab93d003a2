import L from 'leaflet';

/** A map pin drawn in SVG (no image files to ship): blue when saved, orange while awaiting confirmation. */
export function pinIcon(kind: 'saved' | 'pending'): L.DivIcon {
  const color = kind === 'saved' ? '#1677ff' : '#fa8c16';
  return L.divIcon({
    className: `hr-map-pin hr-map-pin-${kind}`,
    html: `<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 1C7 1 1.5 6.5 1.5 13.4 1.5 23 14 39 14 39s12.5-16 12.5-25.6C26.5 6.5 21 1 14 1z" fill="${color}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13.5" r="5" fill="#fff"/></svg>`,
    iconSize: [28, 40],
    iconAnchor: [14, 39],
    tooltipAnchor: [0, -36],
  });
}
