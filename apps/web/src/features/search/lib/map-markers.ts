import type { MapMarkerItem } from '@careers/shared';

/** The map zooms from 1 to 13. */
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 13;

export type ClusterSize = 'single' | 'small' | 'medium' | 'large';

/** 1 a single pin, under 10 small, under 60 medium, else large. */
export const clusterSize = (count: number): ClusterSize => {
  if (count <= 1) return 'single';
  if (count < 10) return 'small';
  if (count < 60) return 'medium';
  return 'large';
};

/** A marker whose coordinates are not numbers in range is dropped. */
export const isValidMarker = (marker: MapMarkerItem): boolean => {
  const { lat, lng } = marker.latlong;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
};

/** 'south,west,north,east' as the search API reads `bounds`, rounded to about a metre. */
export const boundsParam = (south: number, west: number, north: number, east: number) => {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return [
    round(clamp(south, 90)),
    round(clamp(west, 180)),
    round(clamp(north, 90)),
    round(clamp(east, 180)),
  ].join(',');
};
