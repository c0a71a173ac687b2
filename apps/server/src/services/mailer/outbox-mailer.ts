import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from './mailer.ts';

/** Keeps mail in the database, readable at /dev/outbox (never served in production). */
export const createOutboxMailer = (db: Kysely<Database>, clock: Clock): Mailer => ({
  kind: 'outbox',
  send: async (message) => {
    await db
      .insertInto('outbox_mail')
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        created_at: clock.now(),
      })
      .execute();
  },
});
