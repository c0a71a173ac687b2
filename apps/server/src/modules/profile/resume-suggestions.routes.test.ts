import { describe, expect, it } from 'vitest';
import type { Browser } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  EPIC_EHR,
  editProfile,
  getProfile,
  openEachTestWithAda,
  reviewedProfile,
  storeSuggestions,
} from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const reviewed = (body: Record<string, unknown>) => reviewedProfile(t.app, ada, body);

describe('POST /api/pcsx/resume_review: the suggestions of a doubtful parse', () => {
  it('a doubtful name is used when the candidate says so, and the suggestion goes', async () => {
    await storeSuggestions(t.app, [EPIC_EHR, { field: 'email', email: 'epic@mail.example' }]);
    const before = (await getProfile(t.app, ada)).json().data.profile;
    expect(before.firstName).toBe('');
    expect(before.resumeSuggestions).toEqual([
      EPIC_EHR,
      { field: 'email', email: 'epic@mail.example' },
    ]);
    const used = await reviewed({ action: 'accept', field: 'name' });
    expect(used).toMatchObject({ firstName: 'Epic', lastName: 'Ehr' });
    // a name the candidate confirmed is theirs: no New mark
    expect(used.parsedFields).toEqual([]);
    expect(used.resumeSuggestions).toEqual([{ field: 'email', email: 'epic@mail.example' }]);
    const dismissed = await reviewed({ action: 'dismiss', field: 'email' });
    expect(dismissed.email).toBe('ada@example.com');
    expect(dismissed.resumeSuggestions).toEqual([]);
    // answered already: nothing happens
    expect((await reviewed({ action: 'accept', field: 'email' })).email).toBe('ada@example.com');
  });

  it('a doubtful phone is added once used; typing a name drops the doubtful one', async () => {
    await storeSuggestions(t.app, [
      EPIC_EHR,
      { field: 'phone', number: '+16145550147', type: 'mobile' },
    ]);
    const used = await reviewed({ action: 'accept', field: 'phone' });
    expect(used.phones).toEqual([{ number: '+16145550147', type: 'mobile', isParsed: false }]);
    const typed = await editProfile(t.app, ada, {
      op_section: 'basics',
      operation: 'update',
      op_data: { value: { firstName: 'Dana', lastName: 'Reyes' } },
    });
    expect(typed.json().data.profile.resumeSuggestions).toEqual([]);
    expect((await reviewed({ action: 'accept', field: 'name' })).firstName).toBe('Dana');
  });
});
