import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, cvProblem, formatLocalDate } from './jobs';

describe('cvProblem', () => {
  it.each([
    [{ name: 'cv.pdf', type: 'application/pdf', size: 1000 }, null],
    [{ name: 'CV.PDF', type: '', size: 1000 }, null],
    [{ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES }, null],
    [{ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1 }, 'size'],
    [
      { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 },
      'type',
    ],
    [{ name: 'photo.png', type: 'image/png', size: 10 }, 'type'],
    [{ name: 'cv', type: '', size: 10 }, 'type'],
  ])('%j → %s', (file, expected) => {
    expect(cvProblem(file)).toBe(expected);
  });
});

describe('formatLocalDate', () => {
  it('shows the calendar date whatever the time zone', () => {
    expect(formatLocalDate('2027-05-01', 'en-GB')).toBe('1 May 2027');
    expect(formatLocalDate('2027-05-01', 'de')).toBe('1. Mai 2027');
  });
});
