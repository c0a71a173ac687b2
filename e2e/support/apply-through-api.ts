import { expect, type APIRequestContext } from '@playwright/test';
import { currentCsrfToken } from './sign-in.ts';

/** A small text resume as the apply form sends it. */
const RESUME_FILE = {
  uid: 'uid-resume',
  name: 'resume.txt',
  size: 19,
  type: 'text/plain',
  lastModified: 1_700_000_000_000,
  webkitRelativePath: '',
  content: Buffer.from('Ten years of robots').toString('base64'),
  status: 'done',
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
        resume: [RESUME_FILE],
        skills: ['Robotics'],
        workAuthorization: 'yes',
        privacyConsent: true,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
};
