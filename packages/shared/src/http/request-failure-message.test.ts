import { describe, expect, it } from 'vitest';
import { chooseRequestFailureMessage, containsHtml } from './request-failure-message.ts';
import { REQUEST_MESSAGES } from './request-messages.ts';

const DEFAULT = 'There was a problem with the request';

describe('chooseRequestFailureMessage', () => {
  it('prefers the response message over everything else', () => {
    const body = { message: 'Top message', error: { code: 'conflict', message: 'Inner message' } };
    expect(chooseRequestFailureMessage({ body, error: new Error('thrown') })).toBe('Top message');
  });

  it('falls back to the response error message', () => {
    const body = { error: { code: 'conflict', message: 'Inner message' } };
    expect(chooseRequestFailureMessage({ body, error: new Error('thrown') })).toBe('Inner message');
  });

  it('accepts a bare string error in the response', () => {
    expect(chooseRequestFailureMessage({ body: { error: 'Bare error' } })).toBe('Bare error');
  });

  it('skips blank messages and takes the next source', () => {
    const body = { message: '  ', error: { message: '' } };
    expect(chooseRequestFailureMessage({ body, error: new Error('thrown') })).toBe('thrown');
  });

  it('uses the response body when it is text', () => {
    expect(chooseRequestFailureMessage({ body: 'Gateway said no', error: new Error('x') })).toBe(
      'Gateway said no',
    );
  });

  it('uses the error message when the body has none', () => {
    expect(
      chooseRequestFailureMessage({ body: { data: 1 }, error: new Error('Failed to fetch') }),
    ).toBe('Failed to fetch');
    expect(chooseRequestFailureMessage({ error: { message: 'plain object error' } })).toBe(
      'plain object error',
    );
  });

  it('ends with the default', () => {
    expect(chooseRequestFailureMessage({})).toBe(DEFAULT);
    expect(chooseRequestFailureMessage({ body: 42, error: 'not an error object' })).toBe(DEFAULT);
  });

  it('replaces a text body containing HTML by the default', () => {
    const body = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';
    expect(chooseRequestFailureMessage({ body, error: new Error('thrown') })).toBe(DEFAULT);
  });

  it('replaces any chosen message containing HTML by the default', () => {
    expect(chooseRequestFailureMessage({ body: { message: 'Bad <b>thing</b>' } })).toBe(DEFAULT);
    expect(chooseRequestFailureMessage({ error: new Error('<div>oops</div>') })).toBe(DEFAULT);
  });
});

describe('containsHtml', () => {
  it('recognises tags and doctypes', () => {
    expect(containsHtml('<html>')).toBe(true);
    expect(containsHtml('line<br/>break')).toBe(true);
    expect(containsHtml('<p class="x">hi</p>')).toBe(true);
    expect(containsHtml('<!doctype html>')).toBe(true);
  });

  it('leaves comparisons and plain text alone', () => {
    expect(containsHtml('a < b and c > d')).toBe(false);
    expect(containsHtml('Value must be <= 10')).toBe(false);
    expect(containsHtml('Please try again in a few minutes')).toBe(false);
  });
});

describe('REQUEST_MESSAGES', () => {
  it('holds the catalogue texts word for word', () => {
    expect(Object.values(REQUEST_MESSAGES)).toEqual([
      'There was a problem with the request',
      'Session timed out.',
      'Invalid CSRF.',
      'Please try again in a few minutes',
      'User does not have permissions to perform this action',
      'Error in api response',
      'Unexpected error occurred.',
      'Server error. Please try again.',
      'Error with response',
      'An error occurred while loading the results',
      'Failed to fetch data',
    ]);
  });
});
