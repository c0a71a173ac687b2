import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
};

// The API's own description, as integrators read it at /api/docs.
describe('the OpenAPI document', () => {
  let test: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    test = await createTestApp();
    document = (await test.app.inject({ url: '/api/docs' })).json();
  });
  afterAll(() => test.close());

  it('is a valid OpenAPI 3 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("has no errors under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation an id, a summary, its security and its 4xx answers', () => {
    const incomplete = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            !operation.operationId ||
            !operation.summary ||
            !operation.security ||
            !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4')),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(incomplete).toEqual([]);
  });

  it('shows which operations need a session', () => {
    const savedPositions = document.paths['/api/pcsx/positions/saved']?.get;
    expect(savedPositions?.security).toEqual([{ session: [] }]);
    expect(Object.keys(savedPositions?.responses ?? {})).toContain('401');
  });
});
