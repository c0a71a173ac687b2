import type { Kysely, Transaction } from 'kysely';
import type { Candidate, Database } from '../../db/schema.ts';

type Step = (
  trx: Transaction<Database>,
  input: { candidate: Candidate; now: Date },
) => Promise<void>;

/**
 * What the employer must keep of hiring decisions (labour and tax law ask for records of who was
 * considered and hired for a post): each application's position, status and dates, and each
 * accepted offer's position and dates, with nothing that names the person. Everything else goes.
 */
const keepAnonymisedRecords: Step = async (trx, { candidate, now }) => {
  const applications = await trx
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .select([
      'applications.position_id',
      'positions.title',
      'applications.status',
      'applications.created_at',
      'applications.updated_at',
    ])
    .where('applications.candidate_id', '=', candidate.id)
    .execute();
  const offers = await trx
    .selectFrom('offers')
    .select(['position_id', 'position_name', 'status', 'created_at', 'updated_at'])
    .where('candidate_id', '=', candidate.id)
    .where('status', 'in', ['Accepted', 'Contract Accepted'])
    .execute();
  const records = [
    ...applications.map((row) => ({
      kind: 'application' as const,
      position_id: row.position_id,
      position_name: row.title,
      status: row.status,
      started_at: row.created_at,
      decided_at: row.status === 'submitted' ? null : row.updated_at,
    })),
    ...offers.map((row) => ({
      kind: 'offer' as const,
      position_id: row.position_id,
      position_name: row.position_name,
      status: row.status,
      started_at: row.created_at,
      decided_at: row.updated_at,
    })),
  ];
  if (records.length)
    await trx
      .insertInto('anonymised_records')
      .values(
        records.map((record) => ({
          ...record,
          tenant_id: candidate.tenant_id,
          anonymised_at: now,
        })),
      )
      .execute();
};

/**
 * Files: what the candidate uploaded (theirs by `candidate_id`) and their offers' letters and
 * signed copies. The default store keeps the bytes in the row, so they go in this transaction.
 */
const deleteFiles: Step = async (trx, { candidate }) => {
  const offerFiles = await trx
    .selectFrom('offer_documents')
    .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
    .select(['offer_documents.file_id', 'offer_documents.signed_file_id'])
    .where('offers.candidate_id', '=', candidate.id)
    .execute();
  const ids = offerFiles
    .flatMap((row) => [row.file_id, row.signed_file_id])
    .filter((id): id is string => id !== null);
  await trx
    .deleteFrom('files')
    .where('tenant_id', '=', candidate.tenant_id)
    .where((eb) =>
      ids.length
        ? eb.or([eb('candidate_id', '=', candidate.id), eb('id', 'in', ids)])
        : eb('candidate_id', '=', candidate.id),
    )
    .execute();
};

/** Answers of submitted forms and applications, which hold the candidate's personal data. */
const deleteResponses: Step = async (trx, { candidate }) => {
  await trx.deleteFrom('form_responses').where('candidate_id', '=', candidate.id).execute();
};

/** The chat assistant's conversations: the candidate's own words (also kept only 30 days). */
const deleteChatMessages: Step = async (trx, { candidate }) => {
  await trx.deleteFrom('chat_messages').where('candidate_id', '=', candidate.id).execute();
};

/** Sign-in codes name the address; the rest goes with the candidate's row (ON DELETE CASCADE:
 * sessions, saved positions, the job cart, job alerts, notifications, offers, form assignments,
 * onboarding tasks; analytics events lose their link to the person). */
const deleteCandidate: Step = async (trx, { candidate }) => {
  await trx
    .deleteFrom('auth_codes')
    .where('tenant_id', '=', candidate.tenant_id)
    .where('email', '=', candidate.email)
    .execute();
  await trx.deleteFrom('candidates').where('id', '=', candidate.id).execute();
};

/**
 * The steps of deleting an account, in order, inside one transaction. An area that stores
 * personal data in a table without ON DELETE CASCADE to candidates adds its step here.
 */
export const ACCOUNT_ERASURE_STEPS: readonly Step[] = [
  keepAnonymisedRecords,
  deleteFiles,
  deleteResponses,
  deleteChatMessages,
  deleteCandidate,
];

export const eraseAccount = (db: Kysely<Database>, input: { candidate: Candidate; now: Date }) =>
  db.transaction().execute(async (trx) => {
    // one deletion at a time per account: a second request finds no row and stops
    const locked = await trx
      .selectFrom('candidates')
      .select('id')
      .where('id', '=', input.candidate.id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return false;
    for (const step of ACCOUNT_ERASURE_STEPS) await step(trx, input);
    return true;
  });
