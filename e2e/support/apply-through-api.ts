import { expect, type APIRequestContext } from '@playwright/test';
import { currentCsrfToken } from './sign-in.ts';

/** Uploads a small text resume for the apply form, as its file field does; the answer names it. */
const uploadResume = async (request: APIRequestContext) => {
  const response = await request.post('/api/pcsx/apply_form/files?field=resume', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
    multipart: {
      file: {
        name: 'resume.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Ten years of robots'),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as {
    data: { fileId: string; name: string; size: number; type: string };
  };
  return {
    ...data,
    uid: data.fileId,
    lastModified: 1_700_000_000_000,
    webkitRelativePath: '',
    status: 'done',
  };
};

/**
 * Applies to a position as the signed-in candidate of `request`, with the demo tenant's apply
 * form filled in (the journeys that need an application but are not about applying).
 */
export const applyThroughApi = async (
  request: APIRequestContext,
  positionId: number,
  applicant: { email: string; firstName: string; lastName: string },
) => {
  const response = await request.post('/api/pcsx/apply', {
    headers: { 'X-CSRF-Token': await currentCsrfToken(request) },
    data: {
      position_id: positionId,
      answers: {
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
        phone: { callingCode: '+1', number: '512 555 0142', selectedCountryCode: 'US' },
        location: 'Austin, United States',
        resume: [await uploadResume(request)],
        skills: ['Robotics'],
        workAuthorization: 'yes',
        privacyConsent: true,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
};
