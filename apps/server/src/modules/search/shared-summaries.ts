import type { PositionSummary } from '../../services/search/search-indexes.ts';

/**
 * Every position summary of a tenant in shared memory, read in place by every search thread:
 * ids ascending (`ids`), each summary's JSON as UTF-8 at `bytes[starts[i]..starts[i + 1])`. A
 * result page decodes its ten; the threads hold no copy of the rest.
 */
export type SharedSummaries = { ids: Float64Array; starts: Uint32Array; bytes: Uint8Array };

const sharedArray = <T>(
  Type: new (buffer: SharedArrayBuffer) => T,
  length: number,
  bytesPerItem: number,
) => new Type(new SharedArrayBuffer(length * bytesPerItem));

export const shareSummaries = (summaries: ReadonlyMap<number, PositionSummary>) => {
  const encoder = new TextEncoder();
  const ids = [...summaries.keys()].sort((a, b) => a - b);
  const encoded = ids.map((id) => encoder.encode(JSON.stringify(summaries.get(id))));
  const shared: SharedSummaries = {
    ids: sharedArray(Float64Array, ids.length, 8),
    starts: sharedArray(Uint32Array, ids.length + 1, 4),
    bytes: sharedArray(
      Uint8Array,
      encoded.reduce((total, json) => total + json.length, 0),
      1,
    ),
  };
  let offset = 0;
  ids.forEach((id, i) => {
    shared.ids[i] = id;
    shared.starts[i] = offset;
    shared.bytes.set(encoded[i]!, offset);
    offset += encoded[i]!.length;
  });
  shared.starts[ids.length] = offset;
  return shared;
};

const decoder = new TextDecoder();

export const readSummary = (
  { ids, starts, bytes }: SharedSummaries,
  id: number,
): PositionSummary | undefined => {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  if (ids[low] !== id) return undefined;
  return JSON.parse(decoder.decode(bytes.subarray(starts[low]!, starts[low + 1]!)));
};
