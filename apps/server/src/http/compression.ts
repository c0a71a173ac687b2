import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Text answers made per request (API JSON, pages, feeds) are compressed with brotli at a low
 * quality, which costs little CPU and still takes most of the size off, or gzip for clients
 * without brotli. Built assets are compressed once at build time at the highest level and sent
 * as they are (static-assets.ts), so this does not touch them.
 */
export const DYNAMIC_COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
