import {
  endpointPath,
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
} from '@careers/shared/api/endpoint';
import type { z } from 'zod';
import type { QueryParams } from './build-url.ts';
import type { FailureOptions } from './failure-error.ts';
import { request } from './request.ts';
import type { UploadProgress } from './upload-fetch.ts';

export type CallOptions = FailureOptions & {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** Follows an upload's bytes going out (see upload-fetch.ts). */
  onUploadProgress?: (progress: UploadProgress) => void;
};

/**
 * Calls an endpoint of the shared contract: the path from its definition and params, the query
 * and body as typed there, and the answer's `data` typed by its schema. The answer is not parsed
 * again here: the server serialises every answer through that same schema (an answer that does
 * not fit it is the server's 500, never sent), so a second check in the browser would only cost
 * the page zod and the contracts' schemas (see build/client-endpoints.ts). Every failure is an
 * HttpError (see index.ts).
 */
export const callApi = <E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointData<E>> => {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
  };
  return request<z.ZodType<EndpointData<E>>>(
    endpoint.method,
    endpointPath(endpoint, params),
    body,
    {
      ...options,
      params: query,
    },
  );
};
