import { describe, expect, it } from 'vitest';
import { suggestJobAlerts } from './suggest-job-alerts.ts';

describe('suggestJobAlerts', () => {
  it('offers each desired title in the first preferred location', () => {
    expect(
      suggestJobAlerts(
        { desiredTitles: ['Data Engineer', 'Analytics Engineer'], locations: ['Berlin', 'Munich'] },
        [],
      ),
    ).toEqual([
      { name: 'Data Engineer, Berlin', query: 'Data Engineer', location: 'Berlin' },
      { name: 'Analytics Engineer, Berlin', query: 'Analytics Engineer', location: 'Berlin' },
    ]);
  });

  it('searches anywhere when no location is preferred', () => {
    expect(suggestJobAlerts({ desiredTitles: ['Nurse'], locations: [] }, [])).toEqual([
      { name: 'Nurse', query: 'Nurse', location: '' },
    ]);
  });

  it('leaves out what an alert already covers, whatever the letter case', () => {
    const suggestions = suggestJobAlerts(
      { desiredTitles: ['Data Engineer', 'Analyst'], locations: ['Berlin'] },
      [{ query: 'data engineer', location: 'BERLIN' }],
    );
    expect(suggestions.map((suggestion) => suggestion.query)).toEqual(['Analyst']);
  });

  it('keeps an alert for the same title elsewhere from hiding the suggestion', () => {
    const suggestions = suggestJobAlerts({ desiredTitles: ['Analyst'], locations: ['Berlin'] }, [
      { query: 'Analyst', location: 'Paris' },
    ]);
    expect(suggestions).toHaveLength(1);
  });

  it('offers at most three, each title once', () => {
    const suggestions = suggestJobAlerts(
      { desiredTitles: ['A', 'a', 'B', 'C', 'D'], locations: [] },
      [],
    );
    expect(suggestions.map((suggestion) => suggestion.query)).toEqual(['A', 'B', 'C']);
  });
});
