import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecondNode, createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { giveOffer, addCandidate, auditActions, offerStatus } from '../offers/offers-test-kit.ts';
import { expireLapsedOffers, SYSTEM_ACTOR } from './expire-lapsed-offers.ts';
import { OFFER_REMINDER_INTERVAL_MS } from './offer-reminder-job.ts';
import { remindExpiringOffers } from './remind-expiring-offers.ts';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await addCandidate(t.app, 'bob@example.com');
});
afterEach(async () => {
  await t.close();
});

/** An offer to bob expiring `hours` from the manual clock's now. */
const offerExpiringIn = (hours: number, position = 'Robot Whisperer') =>
  giveOffer(t.app, 'bob@example.com', {
    position_name: position,
    expires_at: new Date(t.clock.now().getTime() + hours * HOUR).toISOString(),
  });

const expiringNotifications = () =>
  t.app.deps.db
    .selectFrom('notifications')
    .select(['message_params', 'redirect_url', 'candidate_id'])
    .where('notification_type', '=', 'offer_expiring')
    .orderBy('id')
    .execute();

describe('offer expiring within 48 hours', () => {
  it('reminds once per offer, only inside the 48 hours, with the date and the offer page', async () => {
    const { offer } = await offerExpiringIn(72);
    await giveOffer(t.app, 'bob@example.com', { position_name: 'No expiry' });
    expect(await remindExpiringOffers(t.app.deps)).toEqual([]);

    t.clock.advance(23 * HOUR); // 49 hours left
    expect(await remindExpiringOffers(t.app.deps)).toEqual([]);
    t.clock.advance(2 * HOUR); // 47 hours left
    expect(await remindExpiringOffers(t.app.deps)).toEqual([offer.enc_id]);
    expect(await remindExpiringOffers(t.app.deps)).toEqual([]);
    t.clock.advance(24 * HOUR);
    expect(await remindExpiringOffers(t.app.deps)).toEqual([]);

    const sent = await expiringNotifications();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.candidate_id).toBe(offer.candidate_id);
    // the day, kept as a date: each reader sees it in their language
    expect(sent[0]!.message_params).toEqual({ position: 'Robot Whisperer', date: '2026-01-18' });
    expect(sent[0]!.redirect_url).toBe(`/careers/offer/${offer.enc_id}?domain=${TEST_DOMAIN}`);
  });

  it('never reminds of an offer that is closed or already expired', async () => {
    const { offer: declined } = await offerExpiringIn(10, 'Declined one');
    await t.app.deps.db
      .updateTable('offers')
      .set({ status: 'Declined' })
      .where('id', '=', declined.id)
      .execute();
    await offerExpiringIn(-1, 'Lapsed one');
    expect(await remindExpiringOffers(t.app.deps)).toEqual([]);
  });

  it('two nodes running at once notify once', async () => {
    const second = await createSecondNode(t);
    try {
      const offers = [await offerExpiringIn(30), await offerExpiringIn(40)];
      const [first, other] = await Promise.all([
        remindExpiringOffers(t.app.deps),
        remindExpiringOffers(second.deps),
      ]);
      expect([...first!, ...other!].sort()).toEqual(offers.map((o) => o.offer.enc_id).sort());
      expect(await expiringNotifications()).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});

describe('lapsed offers', () => {
  it('become Expired with an audit-trail entry; others stay as they are', async () => {
    const { offer: lapsing } = await offerExpiringIn(1);
    const { offer: later } = await offerExpiringIn(5);
    const { offer: open } = await giveOffer(t.app, 'bob@example.com');
    expect(await expireLapsedOffers(t.app.deps)).toEqual([]);

    t.clock.advance(2 * HOUR);
    expect(await expireLapsedOffers(t.app.deps)).toEqual([lapsing.enc_id]);
    expect(await expireLapsedOffers(t.app.deps)).toEqual([]);
    expect(await offerStatus(t.app, lapsing.id)).toBe('Expired');
    expect(await offerStatus(t.app, later.id)).toBe('Extended');
    expect(await offerStatus(t.app, open.id)).toBe('Extended');
    expect(await auditActions(t.app, lapsing.id)).toEqual(['offer_extended', 'offer_expired']);
    const event = await t.app.deps.db
      .selectFrom('offer_audit_events')
      .selectAll()
      .where('offer_id', '=', lapsing.id)
      .where('action', '=', 'offer_expired')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      actor: SYSTEM_ACTOR,
      from_status: 'Extended',
      to_status: 'Expired',
      created_at: t.clock.now(),
    });
  });

  it('a contract offer expires too', async () => {
    const { offer } = await giveOffer(t.app, 'bob@example.com', {
      status: 'Contract Extended',
      expires_at: new Date(t.clock.now().getTime() - HOUR).toISOString(),
    });
    expect(await expireLapsedOffers(t.app.deps)).toEqual([offer.enc_id]);
    expect(await offerStatus(t.app, offer.id)).toBe('Expired');
  });
});

describe('the periodic job', () => {
  it('runs a pass once ready when the app starts its runner, as `npm start` does', async () => {
    const started = await createTestApp({ isJobRunnerStarted: true });
    try {
      // the pass queued behind the one of the start finds every slot taken
      expect(await started.app.deps.jobs.runDue()).toEqual([]);
      const ran = await started.app.deps.db
        .selectFrom('job_runs')
        .select('job_name')
        .orderBy('job_name')
        .execute();
      expect(ran.map((run) => run.job_name)).toContain('offer-reminders');
    } finally {
      await started.close();
    }
  });

  it('runs once a minute, following the injected clock', async () => {
    const { offer } = await offerExpiringIn(50);
    await t.app.deps.jobs.runDue(); // the minute's pass is done: nothing is due yet
    expect(await expiringNotifications()).toHaveLength(0);
    t.clock.advance(3 * HOUR); // 47 hours left: the next minute's pass reminds
    expect(await t.app.deps.jobs.runDue()).toContain('offer-reminders');
    expect(await expiringNotifications()).toHaveLength(1);
    t.clock.advance(48 * HOUR); // lapsed: the next pass expires it
    await t.app.deps.jobs.runDue();
    expect(await offerStatus(t.app, offer.id)).toBe('Expired');
  });

  it('runs each minute on one node only, however many nodes look', async () => {
    const second = await createSecondNode(t);
    try {
      t.clock.advance(OFFER_REMINDER_INTERVAL_MS);
      const ran = await Promise.all([t.app.deps.jobs.runDue(), second.deps.jobs.runDue()]);
      expect(ran.flat().filter((name) => name === 'offer-reminders')).toEqual(['offer-reminders']);
    } finally {
      await second.close();
    }
  });
});
