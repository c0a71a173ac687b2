type Position = number[];
type Geometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] }
  | { type: string; coordinates?: unknown };
type Shapes = { features: { geometry: Geometry }[] };

/**
 * A ring whose points jump across the antimeridian (179° to -179°) drawn on a flat map crosses
 * the whole world: the grey bars over the basemap. Each point is moved by 360° so that it is
 * never more than 180° from the one before, and the shape continues past ±180° instead.
 */
export const unwrapRing = (ring: Position[]): Position[] => {
  const out: Position[] = [];
  for (const point of ring) {
    let lng = point[0]!;
    const previous = out.at(-1)?.[0];
    if (previous !== undefined) {
      while (lng - previous > 180) lng -= 360;
      while (lng - previous < -180) lng += 360;
    }
    out.push([lng, ...point.slice(1)]);
  }
  return out;
};

const unwrapGeometry = (geometry: Geometry): Geometry => {
  if (geometry.type === 'Polygon') {
    const rings = geometry.coordinates as Position[][];
    return { type: 'Polygon', coordinates: rings.map(unwrapRing) };
  }
  if (geometry.type === 'MultiPolygon') {
    const polygons = geometry.coordinates as Position[][][];
    return {
      type: 'MultiPolygon',
      coordinates: polygons.map((polygon) => polygon.map(unwrapRing)),
    };
  }
  return geometry;
};

/** Every country of a GeoJSON collection, unwrapped. */
export const unwrapShapes = <T extends Shapes>(shapes: T): T => ({
  ...shapes,
  features: shapes.features.map((item) => ({ ...item, geometry: unwrapGeometry(item.geometry) })),
});
