import { describe, expect, it } from 'vitest';
import { splitChoice } from './split-store';

const on = (emails: string[], bookerPaysRest = false) => ({ isOn: true, emails, bookerPaysRest });

describe('splitChoice', () => {
  it('off: no split, one player', () => {
    expect(splitChoice({ ...on(['a@x.de']), isOn: false }, 'me@x.de')).toEqual({
      request: null,
      problem: null,
      players: 1,
    });
  });
  it('valid addresses: the request, trimmed and lower-cased', () => {
    expect(splitChoice(on([' Ben@X.de ', '', 'cara@x.de'], true), 'me@x.de')).toEqual({
      request: { emails: ['ben@x.de', 'cara@x.de'], bookerPaysRest: true },
      problem: null,
      players: 3,
    });
  });
  it('says what to fix', () => {
    expect(splitChoice(on(['nope']), 'me@x.de').problem).toBe('invalid');
    expect(splitChoice(on(['ME@x.de']), 'me@x.de').problem).toBe('own');
    expect(splitChoice(on(['b@x.de', 'B@x.de']), 'me@x.de').problem).toBe('twice');
    expect(splitChoice(on(['']), 'me@x.de').problem).toBe('invalid');
  });
});
