import type { GeoBounds, GeoPoint } from './types.ts';

export const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

export const haversineKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** A point on the unit sphere: the dot product of two is the cosine of their angle. */
export const unitVector = (lat: number, lng: number): [number, number, number] => {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
};

export const isValidPoint = (point: GeoPoint | undefined): point is GeoPoint =>
  point !== undefined &&
  Number.isFinite(point.lat) &&
  Number.isFinite(point.lng) &&
  Math.abs(point.lat) <= 90 &&
  Math.abs(point.lng) <= 180;

/** Inclusive; west > east is a box across the antimeridian. */
export const isInBounds = (bounds: GeoBounds, lat: number, lng: number) =>
  lat >= bounds.south &&
  lat <= bounds.north &&
  (bounds.west <= bounds.east
    ? lng >= bounds.west && lng <= bounds.east
    : lng >= bounds.west || lng <= bounds.east);

/** 'Map Location' (radius 0) means the very point, which we take as within 100 m. */
export const effectiveRadiusKm = (radiusKm: number) => Math.max(radiusKm, 0.1);

export const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5 + 0;
