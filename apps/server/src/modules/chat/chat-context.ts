import type { ChatSearch, TenantConfig } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';

/** What the assistant answers with: the app's parts, the site, the candidate and their page. */
export type ChatContext = {
  deps: Pick<AppDeps, 'db' | 'search' | 'clock'>;
  tenant: { id: number; config: TenantConfig };
  candidate: Candidate;
  pageSearch: ChatSearch;
  cartIds: ReadonlySet<number>;
  language: string;
};
