export type TypedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** The array itself when it holds `length` items already, else a copy with room to grow. */
export const ensure = <T extends TypedArray>(array: T, length: number): T => {
  if (length <= array.length) return array;
  const Constructor = array.constructor as new (length: number) => T;
  const grown = new Constructor(Math.max(length, array.length * 2, 16));
  grown.set(array as never);
  return grown;
};

/** A copy holding exactly the first `length` items (drops the room left to grow). */
export const trim = <T extends TypedArray>(array: T, length: number): T =>
  array.length === length ? array : (array.slice(0, length) as T);

/**
 * Compacts a CSR layout (item ranges per document) to the documents `remap` keeps, in order.
 * Returns the new offsets and, per kept item, its old index, for gathering parallel arrays.
 */
export const compactRanges = (
  starts: Uint32Array,
  remap: Int32Array,
  oldCount: number,
  newCount: number,
) => {
  const newStarts = new Uint32Array(newCount + 1);
  let kept = 0;
  for (let doc = 0; doc < oldCount; doc++) {
    if (remap[doc]! >= 0) kept += starts[doc + 1]! - starts[doc]!;
  }
  const gather = new Uint32Array(kept);
  let next = 0;
  for (let doc = 0; doc < oldCount; doc++) {
    const target = remap[doc]!;
    if (target < 0) continue;
    for (let item = starts[doc]!; item < starts[doc + 1]!; item++) gather[next++] = item;
    newStarts[target + 1] = next;
  }
  return { starts: newStarts, gather };
};

/** `source` at the gathered indexes, as a new array of the same kind. */
export const gatherItems = <T extends TypedArray>(source: T, gather: Uint32Array): T => {
  const Constructor = source.constructor as new (length: number) => T;
  const out = new Constructor(gather.length);
  for (let i = 0; i < gather.length; i++) out[i] = source[gather[i]!]!;
  return out;
};

/** A copy of the first `length` items in a SharedArrayBuffer: other threads can read it as is. */
export const shared = <T extends TypedArray>(array: T, length = array.length): T => {
  const Constructor = array.constructor as new (buffer: SharedArrayBuffer) => T;
  const copy = new Constructor(new SharedArrayBuffer(length * array.BYTES_PER_ELEMENT));
  copy.set(array.subarray(0, length) as never);
  return copy;
};

const isShared = (value: unknown): value is TypedArray =>
  ArrayBuffer.isView(value) && value.buffer instanceof SharedArrayBuffer;

/**
 * Replaces every field of `target` that is a typed array in shared memory by a private copy:
 * what a reader does before its first write, so that no other thread sees it.
 */
export const ownArrays = (
  target: object,
  { exact = false, except = [] as readonly string[] } = {},
) => {
  const fields = target as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (except.includes(key)) continue;
    if (isShared(value)) fields[key] = exact ? value.slice() : withRoom(value, value.length);
  }
};

/**
 * A private copy of a shared array with room for `length` items and an eighth more: what an
 * overlay appends to. Doubling, as `ensure` does, would double the copy of a large column.
 */
export const withRoom = <T extends TypedArray>(array: T, length: number): T => {
  const Constructor = array.constructor as new (length: number) => T;
  const copy = new Constructor(length + Math.max(16, length >>> 3));
  copy.set(array as never);
  return copy;
};
