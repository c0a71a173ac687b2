/**
 * The pixel count a PNG declares in its header (IHDR: width and height, big-endian, at bytes 16
 * and 20), read before anything decodes it; Infinity when the header is missing.
 */
export const pngPixelCount = (png: Uint8Array): number => {
  if (png.byteLength < 24) return Infinity;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return view.getUint32(16) * view.getUint32(20);
};
