import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Built files: hashed chunks under /gen/ are cached for a year (their names change with their
 * content); other files for five minutes. index.html is never served from here.
 */
export const registerStaticAssets = async (app: FastifyInstance, webDistDir: string) => {
  if (!fs.existsSync(webDistDir)) return;
  await app.register(async (scope) => {
    // built files are public and need no tenant, session or CSRF work
    scope.addHook('onRoute', (options) => {
      options.config = { ...options.config, isBare: true, access: 'public' };
    });
    await scope.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      // the build writes .br and .gz beside each text file (vite-plugin-compression2)
      preCompressed: true,
      wildcard: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashed = filePath.includes(`${webDistDir}/gen/`);
        response.header(
          'Cache-Control',
          isHashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300',
        );
      },
    });
  });
};
