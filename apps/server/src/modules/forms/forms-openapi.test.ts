import { api } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Json = unknown;

/** Every `$ref` under a value, with the JSON pointer it names. */
const refsIn = (value: Json): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
};

/** What a local reference (`#/components/schemas/X`) points at in the document, if anything. */
const resolve = (document: Json, ref: string): Json => {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<Json>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, Json>)[part]
          : undefined,
      document,
    );
};

/** The references reachable from a value that point nowhere, following the ones that resolve. */
const danglingRefs = (document: Json, start: Json): string[] => {
  const seen = new Set<string>();
  const dangling: string[] = [];
  const queue = refsIn(start);
  while (queue.length) {
    const ref = queue.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const target = resolve(document, ref);
    if (target === undefined) dangling.push(ref);
    else queue.push(...refsIn(target));
  }
  return dangling;
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

const ours = Object.values(api).filter((endpoint) =>
  /^\/api\/(pcsx\/(forms|forms_list|form_files|apply|apply_form|draft_applications|dashboard\/applications)|admin\/forms)(\/|$)/.test(
    endpoint.path,
  ),
);

describe('the OpenAPI document for forms and applications', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Json>> };
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ url: '/api/docs' })).json();
  });
  afterAll(() => t.close());

  it('documents every operation, with references that all point somewhere', () => {
    expect(ours.length).toBe(16);
    for (const endpoint of ours) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect([endpoint.id, operation]).toEqual([endpoint.id, expect.anything()]);
      expect([endpoint.id, danglingRefs(document, operation)]).toEqual([endpoint.id, []]);
    }
  });

  it('names the form definition’s recursive field schema as a component', () => {
    const body = document.paths['/api/admin/forms']?.put as {
      requestBody: { content: Record<string, { schema: Json }> };
    };
    const refs = refsIn(body.requestBody.content['application/json']?.schema);
    expect(refs).toEqual(['#/components/schemas/FormItemInput']);
    expect(resolve(document, refs[0]!)).toMatchObject({ type: 'object' });
  });

  it('documents the access of the employer API and the domain refusals', () => {
    const put = document.paths['/api/admin/forms']?.put as { security: Json };
    expect(put.security).toEqual([{ session: [] }, { apiToken: [] }]);
    const apply = document.paths['/api/pcsx/apply']?.post as {
      responses: Record<string, { description?: string }>;
    };
    expect(Object.keys(apply.responses)).toEqual(
      expect.arrayContaining(['201', '401', '409', '422']),
    );
  });
});
