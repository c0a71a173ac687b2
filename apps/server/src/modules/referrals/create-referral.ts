import { randomBytes } from 'node:crypto';
import { statusOfErrorCode, type Language, type Referral } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { readPositionsByIds } from '../positions/index.ts';
import { sendReferralEmail } from './send-referral-email.ts';

type Input = {
  tenant: TenantContext;
  referrer: Candidate;
  friend: { position_id: number; name: string; email: string; note: string };
  /** The language the referrer reads the site in: the email's, unless the friend saved one. */
  language: Language;
};

const alreadyReferred = (name: string) =>
  new AppError(
    statusOfErrorCode('already_referred'),
    'already_referred',
    `You have already referred ${name} to this position.`,
  );

/**
 * Refers a friend to an open position of the tenant: stores the referral with an unguessable
 * token and emails the friend a link to the position carrying it as `referral_token`. If the
 * email cannot be sent, the referral is not kept.
 */
export const createReferral = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  { tenant, referrer, friend: body, language }: Input,
): Promise<Referral> => {
  const email = body.email.trim().toLowerCase();
  if (email === referrer.email.toLowerCase())
    throw badRequest('Refer someone else: this is your own address.', {
      email: 'Enter your friend’s email address',
    });
  const position = await deps.db
    .selectFrom('positions')
    .select(['id', 'title', 'status'])
    .where('id', '=', body.position_id)
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirst();
  if (!position) throw notFound('No such position.');
  if (position.status !== 'open')
    throw new AppError(409, 'position_closed', `${position.title} is no longer open.`);
  const existing = await deps.db
    .selectFrom('referrals')
    .select('id')
    .where('referrer_id', '=', referrer.id)
    .where('position_id', '=', position.id)
    .where('friend_email', '=', email)
    .executeTakeFirst();
  if (existing) throw alreadyReferred(body.name);
  const row = await deps.db
    .insertInto('referrals')
    .values({
      tenant_id: tenant.id,
      referrer_id: referrer.id,
      position_id: position.id,
      friend_name: body.name,
      friend_email: email,
      note: body.note,
      token: randomBytes(24).toString('base64url'),
      created_at: deps.clock.now(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw alreadyReferred(body.name);
  try {
    const [stored] = await readPositionsByIds(deps.db, [position.id]);
    await sendReferralEmail(deps, {
      tenant,
      referrer,
      referral: row,
      position: stored!,
      referrerLanguage: language,
    });
  } catch (error) {
    await deps.db.deleteFrom('referrals').where('id', '=', row.id).execute();
    throw error;
  }
  return {
    id: row.id,
    position: { id: position.id, name: position.title },
    name: row.friend_name,
    email: row.friend_email,
    note: row.note,
    status: 'sent',
    application_status: null,
    created_at: row.created_at.toISOString(),
  };
};
