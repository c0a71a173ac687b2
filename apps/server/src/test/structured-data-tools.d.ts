// The two structured-data packages ship no typings: what the tests and bench/ use of them.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(
      data: unknown,
    ): Promise<{ severity: 'ERROR' | 'WARNING'; issueMessage: string; rootType: string }[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, Record<string, unknown>[]> };
  }
}
