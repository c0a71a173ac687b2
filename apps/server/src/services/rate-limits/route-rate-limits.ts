import type { api } from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import { isKnownSignInAddress } from '../sessions/sign-in-addresses.ts';
import type { ExemptionContext, RateLimitRule } from './rate-limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The address the request came from (the proxy's client address when TRUST_PROXY is set). */
const byIp = (request: FastifyRequest) => request.ip;

/** The email address the body names (sign-in, applying without an account), in the tenant. */
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email ? email.trim().toLowerCase() : undefined;
};
const byEmail = (request: FastifyRequest) => {
  const email = bodyEmail(request);
  return email && `${request.tenant.id}:${email}`;
};
const byEmailAndIp = (request: FastifyRequest) => {
  const email = byEmail(request);
  return email && `${email}:${request.ip}`;
};
/** An address the account of the body's email signed in from: the email's ceiling spares it. */
const isOwnersAddress = async (request: FastifyRequest, context: ExemptionContext) => {
  const email = bodyEmail(request);
  return (
    email !== undefined &&
    (await isKnownSignInAddress(context.db, {
      tenantId: request.tenant.id,
      email,
      ip: request.ip,
      now: context.now,
    }))
  );
};

/** The email a visitor names with their address; a signed-in candidate's request is not counted. */
const byVisitorEmailAndIp = (request: FastifyRequest) =>
  request.session ? undefined : byEmailAndIp(request);

const perIp = (name: string, points: number, durationSeconds: number): RateLimitRule => ({
  name: `${name}:ip`,
  points,
  durationSeconds,
  key: byIp,
});
/** The signed-in candidate (the route's access runs first, so a session is there). */
const bySession = (request: FastifyRequest) =>
  request.session ? `${request.tenant.id}:${String(request.session.candidate.id)}` : undefined;

const perIpOnNode = (name: string, points: number, durationSeconds: number): RateLimitRule => ({
  ...perIp(name, points, durationSeconds),
  scope: 'node',
});

/**
 * Every anonymous write and every expensive read, by endpoint: counted per client address and,
 * where the request names one, per target (the email address). The numbers sit far above what a
 * person does (a burst of analytics on a page load, a search box typed into, a few applications
 * in an afternoon) and far below a flood. Rules narrow to wide: see `guard`.
 */
export const ROUTE_RATE_LIMITS = {
  // Sign-in codes: a stranger's requests count against their own address, never the owner's
  // (email and address together). The per-email ceiling (20 an hour) is far above a person's
  // needs and bounds the codes, so the guesses, that many addresses together can get for one
  // email; an address its owner signed in from does not share it, so a flood from elsewhere
  // does not keep them out. A refused request reaches no code, so none is cancelled. Guesses
  // are bounded per code (verify-sign-in-code.ts) and per address here, which stops a spray of
  // guesses across many emails from one address.
  requestSignInCode: [
    perIp('sign-in-code', 20, 15 * MINUTE),
    { name: 'sign-in-code:email-ip', points: 5, durationSeconds: 15 * MINUTE, key: byEmailAndIp },
    {
      name: 'sign-in-code:email',
      points: 20,
      durationSeconds: HOUR,
      key: byEmail,
      isExempt: isOwnersAddress,
    },
  ],
  verifySignInCode: [perIp('sign-in-verify', 30, 15 * MINUTE)],
  submitApplication: [
    perIp('apply', 20, 10 * MINUTE),
    // applying without an account names an email: at most a few applications an hour under it
    // from one address. Counted with the address, so strangers naming someone's email use up
    // their own count, never the owner's; a signed-in candidate applies once per position anyway.
    { name: 'apply:email-ip', points: 10, durationSeconds: HOUR, key: byVisitorEmailAndIp },
  ],
  saveApplicationDraft: [perIp('apply-draft', 60, MINUTE)],
  saveFormDraft: [perIp('form-draft', 60, MINUTE)],
  submitForm: [perIp('form-submit', 20, 10 * MINUTE)],
  // a file of answers may cost a parse worker: a form takes a few, a flood takes many
  uploadFormFile: [perIp('form-file', 60, 10 * MINUTE)],
  uploadApplicationFile: [perIp('form-file', 60, 10 * MINUTE)],
  // a person refers a handful of friends; a flood of referral emails is spam sent in our name
  createReferral: [
    perIp('referral', 30, HOUR),
    { name: 'referral:candidate', points: 10, durationSeconds: HOUR, key: bySession },
    { name: 'referral:candidate-day', points: 25, durationSeconds: 24 * HOUR, key: bySession },
  ],
  recordAnalyticsEvent: [perIp('vslog', 300, MINUTE)],
  // reading a resume costs a parse worker; rendering one embeds fonts
  uploadResume: [perIp('resume-upload', 30, 10 * MINUTE)],
  exportResume: [perIpOnNode('resume-export', 30, MINUTE)],
  // each question runs a search and may ask a language model: a person asks a few a minute
  chatWithAssistant: [
    perIp('chat', 60, MINUTE),
    { name: 'chat:candidate', points: 20, durationSeconds: MINUTE, key: bySession },
    { name: 'chat:candidate-day', points: 400, durationSeconds: 24 * HOUR, key: bySession },
  ],
  searchPositions: [perIpOnNode('search', 120, MINUTE)],
  getSuggestions: [perIpOnNode('suggest', 300, MINUTE)],
  getMapMarkers: [perIpOnNode('markers', 120, MINUTE)],
} satisfies Partial<Record<keyof typeof api, RateLimitRule[]>>;
