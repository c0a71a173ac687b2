import type { z } from 'zod';
import { request, type DataOf, type RequestOptions, type ResponseSchema } from './request.ts';

/**
 * The web app's one HTTP client. Every method resolves to the `data` of the `{ data }` envelope
 * and throws an HttpError for every failure. `schema` describes that `data` (for a shared
 * `xResponseSchema = dataEnvelope(inner)`, pass `xResponseSchema.shape.data`); it parses and types it.
 */
export const http = {
  get: <S extends ResponseSchema = z.ZodUnknown>(
    url: string,
    options?: RequestOptions<S>,
  ): Promise<DataOf<S>> => request<S>('GET', url, undefined, options),
  post: <S extends ResponseSchema = z.ZodUnknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ): Promise<DataOf<S>> => request<S>('POST', url, body, options),
  put: <S extends ResponseSchema = z.ZodUnknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ): Promise<DataOf<S>> => request<S>('PUT', url, body, options),
  patch: <S extends ResponseSchema = z.ZodUnknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ): Promise<DataOf<S>> => request<S>('PATCH', url, body, options),
  delete: <S extends ResponseSchema = z.ZodUnknown>(
    url: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ): Promise<DataOf<S>> => request<S>('DELETE', url, body, options),
};
