import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_SEPARATOR,
  formatDateRange,
  formatMonth,
  monthToDate,
  normalizeDate,
  normalizeMonth,
  PRESENT_LABEL,
  toMonthValue,
} from '../src';

describe('formatMonth', () => {
  it.each([
    ['2021-03', 'Mar 2021'],
    ['2019-01', 'Jan 2019'],
    ['2024-12', 'Dec 2024'],
    [' 2020-06 ', 'Jun 2020'],
    ['0099-05', 'May 0099'],
    // Imported precision: a full date shows its month, a year alone shows the year.
    ['2021-03-15', 'Mar 2021'],
    ['2016', '2016'],
  ])('shows %j as %j', (input, out) => expect(formatMonth(input)).toBe(out));

  it.each(['2021-13', '2021-00', '2021-3', '21-03', 'March 2021', 'soon', '2021-03-32', '<b>2020</b>'])(
    'shows invalid %j as typed',
    (input) => expect(formatMonth(input)).toBe(input),
  );

  it('gives an empty string for empty or missing values', () => {
    expect(formatMonth('')).toBe('');
    expect(formatMonth(undefined)).toBe('');
    expect(formatMonth(null)).toBe('');
  });
});

describe('formatDateRange', () => {
  it('uses an en dash between the dates', () => {
    expect(DATE_RANGE_SEPARATOR).toBe(' – ');
    expect(formatDateRange('2019-01', '2021-03')).toBe('Jan 2019 – Mar 2021');
  });
  it("shows 'Present' for an empty end", () => {
    expect(PRESENT_LABEL).toBe('Present');
    expect(formatDateRange('2021-03', '')).toBe('Mar 2021 – Present');
    expect(formatDateRange('2021-03', undefined)).toBe('Mar 2021 – Present');
    expect(formatDateRange('2021-03', '  ')).toBe('Mar 2021 – Present');
  });
  it('shows only the end when there is no start, and nothing when both are empty', () => {
    expect(formatDateRange('', '2020-05')).toBe('May 2020');
    expect(formatDateRange(undefined, '2020-05')).toBe('May 2020');
    expect(formatDateRange('', '')).toBe('');
    expect(formatDateRange(null, undefined)).toBe('');
  });
  it('shows invalid parts as typed instead of throwing', () => {
    expect(formatDateRange('summer 2019', '2020-02')).toBe('summer 2019 – Feb 2020');
    expect(formatDateRange('2019-01', 'ongoing')).toBe('Jan 2019 – ongoing');
    expect(formatDateRange('', 'n/a')).toBe('n/a');
  });
});

describe('month values', () => {
  it('converts between Date and YYYY-MM', () => {
    expect(toMonthValue(new Date(2023, 6, 19))).toBe('2023-07');
    expect(monthToDate('2023-07')?.getMonth()).toBe(6);
    expect(monthToDate('0050-02')?.getFullYear()).toBe(50);
    expect(monthToDate('2023-7')).toBeUndefined();
  });
});

describe('normalizeMonth (imported dates)', () => {
  it.each([
    ['2020-01-15', '2020-01'],
    ['2020-01', '2020-01'],
    ['2020-1', '2020-01'],
    ['2020-01-15T10:30:00Z', '2020-01'],
    ['2020-01-15T10:30:00.000+02:00', '2020-01'],
    ['2020', '2020-01'],
    ['2020/03', '2020-03'],
    ['Jan 2020', '2020-01'],
    ['September 2018', '2018-09'],
    ['03/2017', '2017-03'],
    [2015, '2015-01'],
  ])('%j -> %j', (input, out) => expect(normalizeMonth(input)).toBe(out));

  it.each(['', 'present', 'Present', '2020-13-01', 'next year', '31/12/2020x', null, undefined, {}, [], true])(
    'gives an empty string for %j',
    (input) => expect(normalizeMonth(input)).toBe(''),
  );
});

describe('normalizeDate', () => {
  it.each([
    ['2016', '2016'],
    ['2016-02', '2016-02'],
    ['2016-02-29', '2016-02-29'],
    [' 2014-05-20T00:00:00Z', '2014-05-20'],
    ['Sep 2010', '2010-09'],
    ['2015-02-29', '2015-02'],
    ['2021-13', ''],
    ['Present', ''],
  ])('keeps %j as %j', (input, out) => expect(normalizeDate(input)).toBe(out));
});
