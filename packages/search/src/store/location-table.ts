import type { DocumentLocation } from '../types.ts';
import { isValidPoint, roundCoordinate, unitVector } from '../geo.ts';
import { compactRanges, ensure, gatherItems, shared } from './growable.ts';

/** A LocationTable in shared memory, for reader threads (LocationTable.fromImage). */
export type LocationTableImage = ReturnType<LocationTable['share']>;

/**
 * Every document's locations in one CSR layout: `starts[doc]..starts[doc + 1]` index the
 * per-location arrays. A location without a valid point has NaN coordinates and point -1.
 * Points are rounded to 5 decimals (about 1 m) and numbered: map markers count by point.
 */
export class LocationTable {
  starts = new Uint32Array(17);
  lat = new Float64Array(16);
  lng = new Float64Array(16);
  /** Unit vectors, for nearest-location and radius tests without trigonometry. */
  x = new Float64Array(16);
  y = new Float64Array(16);
  z = new Float64Array(16);
  pointOf = new Int32Array(16);
  nameOf = new Int32Array(16);

  readonly pointIds = new Map<string, number>();
  readonly pointKeys: string[] = [];
  readonly pointLat: number[] = [];
  readonly pointLng: number[] = [];
  readonly nameIds = new Map<string, number>();
  readonly names: string[] = [];

  private nameId(name: string) {
    let id = this.nameIds.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(name);
      this.nameIds.set(name, id);
    }
    return id;
  }

  pointId(lat: number, lng: number) {
    const roundedLat = roundCoordinate(lat);
    const roundedLng = roundCoordinate(lng);
    const key = `${roundedLat},${roundedLng}`;
    let id = this.pointIds.get(key);
    if (id === undefined) {
      id = this.pointKeys.length;
      this.pointKeys.push(key);
      this.pointLat.push(roundedLat);
      this.pointLng.push(roundedLng);
      this.pointIds.set(key, id);
    }
    return id;
  }

  /** Appends the locations of the next document (`doc` must be the next number). */
  add(doc: number, locations: readonly DocumentLocation[]) {
    this.starts = ensure(this.starts, doc + 2);
    const start = this.starts[doc]!;
    const end = start + locations.length;
    for (const key of ['lat', 'lng', 'x', 'y', 'z'] as const) this[key] = ensure(this[key], end);
    this.pointOf = ensure(this.pointOf, end);
    this.nameOf = ensure(this.nameOf, end);
    locations.forEach((location, offset) => {
      const item = start + offset;
      this.nameOf[item] = this.nameId(location.name);
      const point = isValidPoint(location.point) ? location.point : undefined;
      const [x, y, z] = point ? unitVector(point.lat, point.lng) : [NaN, NaN, NaN];
      this.lat[item] = point ? point.lat : NaN;
      this.lng[item] = point ? point.lng : NaN;
      this.x[item] = x;
      this.y[item] = y;
      this.z[item] = z;
      this.pointOf[item] = point ? this.pointId(point.lat, point.lng) : -1;
    });
    this.starts[doc + 1] = end;
  }

  /** The per-location arrays copied to shared memory; points and names as they are. */
  share(documents: number) {
    const used = this.starts[documents]!;
    return {
      starts: shared(this.starts, documents + 1),
      lat: shared(this.lat, used),
      lng: shared(this.lng, used),
      x: shared(this.x, used),
      y: shared(this.y, used),
      z: shared(this.z, used),
      pointOf: shared(this.pointOf, used),
      nameOf: shared(this.nameOf, used),
      pointIds: this.pointIds,
      pointKeys: this.pointKeys,
      pointLat: this.pointLat,
      pointLng: this.pointLng,
      nameIds: this.nameIds,
      names: this.names,
    };
  }

  static fromImage(image: LocationTableImage): LocationTable {
    const table = new LocationTable();
    Object.assign(table, image);
    return table;
  }

  compact(remap: Int32Array, oldCount: number, newCount: number) {
    const { starts, gather } = compactRanges(this.starts, remap, oldCount, newCount);
    this.starts = starts;
    this.lat = gatherItems(this.lat, gather);
    this.lng = gatherItems(this.lng, gather);
    this.x = gatherItems(this.x, gather);
    this.y = gatherItems(this.y, gather);
    this.z = gatherItems(this.z, gather);
    this.pointOf = gatherItems(this.pointOf, gather);
    this.nameOf = gatherItems(this.nameOf, gather);
  }
}
