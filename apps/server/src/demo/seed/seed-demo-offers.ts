import { DEFAULT_LANGUAGE, type AdminOfferInput } from '@careers/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import {
  cancelOffer,
  declineOffer,
  extendOffer,
  changeOfferStatus,
  reviseDocument,
  signDocument,
  updateEsignStatus,
  type OfferActor,
} from '../../modules/offers/index.ts';

const DAY = 24 * 60 * 60 * 1000;

const letter = (title: string) =>
  `${title}\n{{today}}\n\nDear {{candidate.fullname}},\n\nWe are delighted to offer you the position of {{position.name}} at {{company.name}}. ` +
  'This letter sets out the main terms of your employment: your start date, compensation, benefits and the conditions of this offer.\n\n' +
  'Base salary: USD 148,000 per year, paid twice a month. Annual bonus target: 10%.\n' +
  'Start date: to be agreed with your manager, within 30 days of acceptance.\n' +
  'Benefits: medical, dental and vision cover from day one, 25 days of paid leave, a learning budget of USD 2,000 per year.\n\n' +
  'Please review and sign this letter to accept the offer.\n\nWe look forward to working with you.\n\nThe {{company.name}} hiring team';

const doc = (
  name: string,
  signing: 'esign' | 'form' | 'upload' | 'none',
  document_type = 'Offer',
) => ({ name, signing, document_type, template: letter(name) });

/**
 * The demo candidate's offers: open ones with and without an expiry, a contract, accepted,
 * declined, canceled and expired; documents in every status, one under revision and one signed
 * whose signed file is still being generated. Built through the real services, so the files,
 * signatures and audit trails are real.
 */
export const seedDemoOffers = async (deps: AppDeps, tenantId: number, email: string) => {
  const tenant = await deps.db
    .selectFrom('tenants')
    .select(['id', 'name'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const candidate = await deps.db
    .selectFrom('candidates')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (!candidate) return 0;
  const positions = await deps.db
    .selectFrom('positions')
    .select(['id', 'title'])
    .where('tenant_id', '=', tenantId)
    // titles the standard PDF fonts can draw
    .where(sql<boolean>`title ~ '^[ -~]+$'`)
    .orderBy('id')
    .limit(7)
    .execute();
  const now = deps.clock.now();
  const actor: OfferActor = {
    tenantId,
    candidate,
    ip: '198.51.100.24',
    userAgent: 'Demo data',
    language: DEFAULT_LANGUAGE,
  };
  const scope = { tenantId, candidateId: candidate.id };
  const admin = { tenantId, actorName: 'Northwind HR' };
  const extend = async (index: number, input: Omit<AdminOfferInput, 'candidate_email'>) =>
    extendOffer(deps, {
      tenant,
      actorName: 'Northwind HR',
      offer: {
        candidate_email: email,
        ...(positions[index]
          ? { position_id: positions[index].id }
          : { position_name: 'Product Engineer' }),
        ...input,
      },
      // the demo candidate's notifications come from seed-demo-notifications.ts
      notify: false,
    });
  const documentsOf = (offerId: number) =>
    deps.db
      .selectFrom('offer_documents')
      .selectAll()
      .where('offer_id', '=', offerId)
      .orderBy('sort_order')
      .execute();
  const signature = { kind: 'signature' as const, signature: { full_name: 'Jordan Rivera' } };

  // 1. Extended, expires in 3 days (action required): e-sign, form, review-only and pending documents.
  const urgent = await extend(0, {
    expires_at: new Date(now.getTime() + 3 * DAY).toISOString(),
    documents: [
      doc('Offer letter', 'esign'),
      doc('Confidentiality agreement', 'form', 'Agreement'),
      doc('Benefits overview', 'none', 'Policy'),
      doc('Equity grant', 'esign', 'Agreement'),
    ],
  });
  const urgentDocs = await documentsOf(urgent.id);
  await deps.db
    .updateTable('offer_documents')
    .set({ status: 'Pending' })
    .where('id', '=', urgentDocs[3]!.id)
    .execute();

  // 2. Extended without expiry: a letter to print, sign and upload; one document under revision.
  const open = await extend(1, {
    documents: [doc('Offer letter', 'upload'), doc('Relocation package', 'esign', 'Agreement')],
  });
  const openDocs = await documentsOf(open.id);
  await reviseDocument(deps, {
    ...admin,
    encId: open.enc_id,
    documentId: openDocs[1]!.id,
    input: { under_revision: true },
  });

  // 3. Contract extended: a contract to e-sign and a statement of work in Revision.
  const contract = await extend(2, {
    status: 'Contract Extended',
    expires_at: new Date(now.getTime() + 21 * DAY).toISOString(),
    documents: [
      doc('Contractor agreement', 'esign'),
      doc('Statement of work', 'esign', 'Agreement'),
    ],
  });
  const contractDocs = await documentsOf(contract.id);
  await deps.db
    .updateTable('offer_documents')
    .set({ status: 'Revision' })
    .where('id', '=', contractDocs[1]!.id)
    .execute();

  // 4. Accepted: both documents signed; the second one's signed file is still being generated.
  const accepted = await extend(3, {
    documents: [doc('Offer letter', 'esign'), doc('Background check consent', 'form', 'Consent')],
  });
  const acceptedDocs = await documentsOf(accepted.id);
  const signing0 = { actor, encId: accepted.enc_id, documentId: acceptedDocs[0]!.id };
  await signDocument(deps, { ...signing0, scope, input: signature });
  await updateEsignStatus(deps, signing0);
  const signing1 = { actor, encId: accepted.enc_id, documentId: acceptedDocs[1]!.id };
  await signDocument(deps, { ...signing1, scope, input: signature });
  await updateEsignStatus(deps, signing1);
  const generating = acceptedDocs[1]!;
  const pendingFile = (await documentsOf(accepted.id))[1]!.signed_file_id;
  await deps.db
    .updateTable('offer_documents')
    .set({ signed_file_id: null })
    .where('id', '=', generating.id)
    .execute();
  if (pendingFile) await deps.files.remove(tenantId, pendingFile);

  // 5. Declined.
  const declined = await extend(4, { documents: [doc('Offer letter', 'esign')] });
  await declineOffer(deps, { actor, encId: declined.enc_id });

  // 6. Canceled by the company.
  const canceled = await extend(5, { documents: [doc('Offer letter', 'upload')] });
  await cancelOffer(deps, { ...admin, encId: canceled.enc_id });

  // 7. Expired: its deadline passed without an answer.
  const expired = await extend(6, {
    expires_at: new Date(now.getTime() - 2 * DAY).toISOString(),
    documents: [doc('Offer letter', 'esign')],
  });
  await deps.db.transaction().execute((trx) =>
    changeOfferStatus(trx, {
      offer: expired,
      event: 'expire',
      audit: { action: 'offer_expired', actor: 'system', at: now },
    }),
  );
  // A believable history: the open offers are the newest, the closed ones older.
  const ages: [number, number][] = [
    [expired.id, 2],
    [canceled.id, 14],
    [declined.id, 10],
    [accepted.id, 6],
    [contract.id, 1],
    [open.id, 0.5],
    [urgent.id, 0],
  ];
  for (const [id, days] of ages)
    await deps.db
      .updateTable('offers')
      .set({ updated_at: new Date(now.getTime() - days * DAY) })
      .where('id', '=', id)
      .execute();
  return ages.length;
};
