import { describe, expect, it } from 'vitest';
import { hasAnswers, readFormRules, toApplicantFilters, usesForm } from './applicantQuery.ts';

describe('toApplicantFilters', () => {
  it('drops blanks, trims text, reads ages as numbers and the delivery range as start and end', () => {
    expect(
      toApplicantFilters({
        usrName: ' 张 ',
        usrPhone: '',
        age: ['18', ''],
        usrGender: 2,
        jobName: '普工',
        deliveryTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'],
      }),
    ).toEqual({
      usrName: '张',
      startUsrAge: 18,
      usrGender: 2,
      jobName: '普工',
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-11-30 23:59:59',
    });
    expect(toApplicantFilters({})).toEqual({});
  });

  it('in single mode sends the job code and the custom-field filters, never the job name', () => {
    const filters = toApplicantFilters({ jobName: '普工', queryMap: { city: '郑州' } }, 'J1');
    expect(filters).toEqual({ jobCode: 'J1', queryMap: { city: '郑州' } });
    expect(usesForm(filters)).toBe(true);
    expect(usesForm(toApplicantFilters({ queryMap: {} }, 'J1'))).toBe(false);
    // All mode has no custom fields.
    expect(toApplicantFilters({ queryMap: { city: '郑州' } })).toEqual({});
  });
});

describe('form helpers', () => {
  it('reads the rules text, empty when missing or unreadable', () => {
    expect(readFormRules('[{"type":"input","field":"a","title":"A"}]')).toHaveLength(1);
    expect(readFormRules(null)).toEqual([]);
    expect(readFormRules('{oops')).toEqual([]);
    expect(readFormRules('{}')).toEqual([]);
  });

  it('knows whether a row has answers', () => {
    expect(hasAnswers({ formValue: { a: 1 } })).toBe(true);
    expect(hasAnswers({ formValue: {} })).toBe(false);
    expect(hasAnswers({ formValue: null })).toBe(false);
  });
});
