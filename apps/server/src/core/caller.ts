import type { Access, EmployerRole, Permission } from '@careers/shared';
import type { Candidate } from '../db/schema.ts';

/** Who is acting on the employer API: a signed-in employer user, or an integration with an API token. */
export type AdminActor =
  | { kind: 'candidate'; candidateId: number; role: EmployerRole }
  | { kind: 'api_token'; tokenId: number; name: string };

/** Who is calling, as the route's access promises it to the handler. */
export type Caller<A extends Access = Access> = A extends 'candidate'
  ? { candidate: Candidate }
  : A extends 'admin'
    ? { admin: AdminActor }
    : { candidate: Candidate | null };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    /** Who may call the route; every route declares it (a test walks them all). */
    access?: Access;
    /** What an admin route needs of the caller's role (from the endpoint's definition). */
    permission?: Permission;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyRequest {
    caller: Caller;
  }
}
