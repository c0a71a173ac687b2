import type { Access } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';

/** A registered route as the access walk sees it. */
export type RouteEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  isBare: boolean;
};

/** The built app (app.ts builds it): Fastify with its parts and its route table. */
export type App = FastifyInstance & { deps: AppDeps; routeTable: () => RouteEntry[] };
