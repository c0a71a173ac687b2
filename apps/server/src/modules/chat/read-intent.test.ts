import { describe, expect, it } from 'vitest';
import { readIntent } from './read-intent.ts';

describe('readIntent', () => {
  it('reads Arabic cues as whole words, after a clitic or the article', () => {
    // 'كم' (how much) is inside 'عليكم'
    expect(readIntent('السلام عليكم')).toMatchObject({ smallTalk: 'greeting', facts: [] });
    expect(readIntent('بكم الراتب لوظيفة pastry chef')).toMatchObject({
      facts: ['salary'],
      rest: 'pastry chef',
    });
    expect(readIntent('هل وصلني عرض').mine).toBe('offers');
  });

  it('keeps what names a position once the asking words are gone', () => {
    expect(readIntent('wie viel verdient man als Pastry Chef')).toMatchObject({
      facts: ['salary'],
      rest: 'pastry chef',
    });
    expect(readIntent('la vaga de pastry chef ainda está aberta?').rest).toBe('pastry chef');
  });

  it('reads changing the language however the sentence goes', () => {
    expect(readIntent('comment changer la langue du site').howTo).toBe('language');
    expect(readIntent('wie ändere ich die Sprache').howTo).toBe('language');
  });

  it("lets an FAQ concept keep the job word it holds ('招聘流程', the hiring process)", () => {
    expect(readIntent('招聘流程是怎样的')).toMatchObject({
      hasJobWord: false,
      hasFaqConcept: true,
    });
    expect(readIntent('招聘护士').hasJobWord).toBe(true);
  });

  it('takes forms and saved jobs for the candidate’s own, interviews only when said so', () => {
    expect(readIntent('welche Formulare fehlen noch').mine).toBe('forms');
    expect(readIntent('how does the interview process work').mine).toBeUndefined();
    expect(readIntent('c’est quand mon entretien').mine).toBe('next_interview');
  });
});
