import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  lastMailTo,
  openDashboardApp,
} from '../../modules/applications/application-status-test-kit.ts';
import { newToken, withToken } from '../../modules/positions/admin-test-kit.ts';
import { admin, interviewBody } from '../../modules/scheduling/scheduling-test-kit.ts';
import { signIn } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { extractPdfText } from '../pdf/pdf-text.ts';
import { stampAndCertify } from '../pdf/stamp-and-certify.ts';
import { renderResumePdf } from '../resume-pdf/render-resume-pdf.ts';
import { translatorFor } from './server-i18n.ts';

const LANGUAGES = ['de', 'ar', 'ja'] as const;

let t: TestApp;
let positions: { open: number };
let token: string;
beforeAll(async () => {
  ({ t, positions } = await openDashboardApp());
  token = await newToken(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A candidate who saved `language` (and a time zone) in settings. */
const readerOf = async (language: string, email: string) => {
  const browser = await signIn(t.app, email);
  await t.app.deps.db
    .updateTable('candidates')
    .set({ interface_language: language, time_zone: 'Asia/Tokyo', first_name: 'Sam' })
    .where('email', '=', email)
    .execute();
  return browser;
};

describe.each(LANGUAGES)('a candidate who reads %s', (language) => {
  const say = translatorFor(language);

  it('gets the application status e-mail in that language, its link keeping it', async () => {
    const email = `status-${language}@example.com`;
    const browser = await readerOf(language, email);
    const { id } = await applyAs(t, browser, positions.open, { email });
    const moved = await withToken(t.app, token, {
      method: 'PUT',
      url: `/api/admin/applications/${id}/status?domain=${TEST_DOMAIN}`,
      payload: { status: 'in_review' },
    });
    expect(moved.statusCode).toBe(200);
    const mail = (await lastMailTo(t, email))!;
    const status = say('applicationStatus.in_review');
    expect(mail.subject).toBe(
      say('applicationStatusEmail.subject', { position: 'Robot Whisperer', status }),
    );
    expect(mail.text_body).toContain(say('applicationStatusEmail.history'));
    expect(mail.text_body).toContain(`hl=${language}`);
    expect(`${mail.subject}\n${mail.text_body}`).not.toMatch(/Your application|In review/);
  });

  it('gets the interview e-mail in that language, its time in their language and zone', async () => {
    const email = `interview-${language}@example.com`;
    await readerOf(language, email);
    const body = interviewBody(t.app, { candidate_email: email, duration_minutes: 45 });
    expect((await admin(t.app, token, 'POST', '/api/admin/interviews', body)).statusCode).toBe(201);
    const mail = (await lastMailTo(t, email))!;
    const when = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Tokyo',
      timeZoneName: 'short',
    }).format(new Date(body.starts_at as string));
    const minutes = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(45);
    expect(mail.text_body).toContain(say('interviewEmail.greetingNamed', { name: 'Sam' }));
    expect(mail.text_body).toContain(when);
    expect(mail.text_body).toContain(minutes);
    expect(mail.text_body).not.toMatch(/Hello|interview for|scheduled/);
  });

  it('prints the stamp and the certificate labels in that language', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    const signed = await stampAndCertify({
      original: await blank.save(),
      signature: { fullName: 'Sam Lee' },
      facts: {
        signerName: 'Sam Lee',
        signerEmail: 'sam@example.com',
        signedAt: new Date('2026-03-05T09:00:00Z'),
        ip: '203.0.113.7',
        userAgent: '',
        documentName: 'Offer',
        offerReference: 'ref-1',
        auditTrail: [],
        language,
        timeZone: 'Asia/Tokyo',
      },
    });
    const text = await extractPdfText(signed);
    const day = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeZone: 'Asia/Tokyo',
    }).format(new Date('2026-03-05T09:00:00Z'));
    expect(text).toContain(say('signedPdf.signedElectronically'));
    expect(text).toContain(say('signedPdf.stampDate', { date: day }));
    expect(text).toContain(say('signedPdf.certificateTitle'));
    expect(text).toContain(say('signedPdf.auditTrail'));
    expect(text).toContain(say('signedPdf.signer'));
    expect(text).not.toMatch(/Signed electronically|Certificate of completion|Audit trail/);
  });

  it('exports a resume with headings in that language', async () => {
    const bytes = await renderResumePdf({
      profile: {
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
        headline: null,
        summary: 'Robots.',
        location: null,
        phones: [],
        links: [],
        workExperience: [],
        education: [],
        skills: [{ name: 'Robotics' }],
        languages: [],
        certifications: [],
      } as never,
      language,
    });
    const text = await extractPdfText(bytes);
    expect(text).toContain(say('resumePdf.summary'));
    expect(text).toContain(say('resumePdf.skills'));
    expect(text).not.toMatch(/Summary|Skills/);
  });
});
