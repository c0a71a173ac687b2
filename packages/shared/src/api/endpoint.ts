import type { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import type { Permission } from './permissions.ts';

/** Who may call an endpoint: anyone, a signed-in candidate, or an employer (admin session or API token). */
export type Access = 'public' | 'candidate' | 'admin';
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, written once: the server registers its route from it (validation, serialisation,
 * the access check and the OpenAPI operation) and the web app calls it through `callApi`.
 */
export type EndpointDefinition = {
  method: EndpointMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  /** What an `admin` endpoint needs of the caller's role (every admin endpoint names one). */
  permission?: Permission;
  params?: z.ZodObject;
  /** An object; or a codec from the address form to what the handler reads (search parameters). */
  query?: z.ZodObject | z.ZodCodec<z.ZodObject, z.ZodObject>;
  /** A JSON body. */
  body?: z.ZodType;
  /** `multipart`: the body is form data (files), read by the route itself. */
  bodyType?: 'json' | 'multipart';
  /** The schema of `data` in a `{ data }` answer; absent when the answer is not JSON (`produces`). */
  data?: z.ZodType;
  /** The status of a successful answer: 200 unless it creates something (201) or has no body (204). */
  status?: 200 | 201 | 204;
  /** The answer is `{ status: 200, data }`: public PCSx clients read the status in the body. */
  hasStatusInBody?: boolean;
  /** The answer is `data` itself, with no envelope, as PCSx's /api/apply/v2/jobs/{id} answers. */
  isUnwrapped?: boolean;
  /** Media type of an answer that is not a JSON envelope (a PDF, a page, a calendar file). */
  produces?: string;
  /** Domain and generic codes this endpoint may answer besides those its access and input imply. */
  errors?: readonly ErrorCode[];
  /** Left out of the OpenAPI document (development tools). */
  isHidden?: boolean;
};

/** An endpoint with its operation id (the key it was defined under). */
export type Endpoint = EndpointDefinition & { id: string };

/**
 * Names each definition by its key: `defineEndpoints({ acceptOffer: {...} })` gives
 * `acceptOffer.id === 'acceptOffer'`, the OpenAPI operation id.
 */
export const defineEndpoints = <const T extends Record<string, EndpointDefinition>>(
  definitions: T,
): { [K in keyof T]: T[K] & { id: K & string } } =>
  Object.fromEntries(
    Object.entries(definitions).map(([id, definition]) => [id, { ...definition, id }]),
  ) as { [K in keyof T]: T[K] & { id: K & string } };

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointParams<E extends EndpointDefinition> = OutputOf<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = OutputOf<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = OutputOf<E['body']>;
/** What a successful call resolves to: the parsed `data`. */
export type EndpointData<E extends EndpointDefinition> = OutputOf<E['data']>;
/** What a route handler returns for the `data` of its answer. */
export type EndpointAnswer<E extends EndpointDefinition> = InputOf<E['data']>;

// A slot is optional when the schema accepts nothing, or an object whose every key is optional.
type Slot<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : Record<never, never> extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** The caller's side of a call: path params, query and body, each typed by the definition. */
export type EndpointInput<E extends EndpointDefinition> = Slot<'params', E['params']> &
  Slot<'query', E['query']> &
  (E['bodyType'] extends 'multipart' ? { body: FormData } : Slot<'body', E['body']>);

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The path with its `:name` segments filled (URI-encoded). A missing value is a programming error. */
export const endpointPath = (
  endpoint: Pick<EndpointDefinition, 'path'>,
  params: Record<string, unknown> = {},
): string =>
  endpoint.path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.path} needs the path parameter "${name}".`);
    return encodeURIComponent(String(value));
  });

const isUnsafe = (method: EndpointMethod) => method !== 'GET';

/**
 * Every error an endpoint can answer: those its definition declares, plus those implied by its
 * access (401 without a session; 403 for a caller who is not an employer), its input (400), its
 * method (403 for a missing CSRF token) and the tenant lookup every request makes (404).
 */
export const errorsOf = (endpoint: EndpointDefinition): ErrorCode[] => {
  const codes = new Set<ErrorCode>(['not_found']);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.bodyType)
    codes.add('validation_failed');
  if (endpoint.access !== 'public') codes.add('login_required');
  if (endpoint.access === 'admin') codes.add('forbidden');
  if (isUnsafe(endpoint.method)) codes.add('csrf_invalid');
  for (const code of endpoint.errors ?? []) codes.add(code);
  return [...codes];
};
