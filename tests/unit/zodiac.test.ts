/** The zodiac by the lunar year: the Spring Festival table 1900-2100, its boundaries and what lies outside it. */
import { describe, expect, it } from 'vitest';
import { ID_CARD_MAX_YEAR, ID_CARD_MIN_YEAR } from '@/domain/idCard';
import {
  SPRING_FESTIVAL_FIRST_YEAR,
  SPRING_FESTIVAL_LAST_YEAR,
  lunarYearOf,
  springFestival,
  zodiacOfDate,
  zodiacOfIsoDate,
  zodiacOfYear,
} from '@/domain/zodiac';

const iso = (year: number) => {
  const festival = springFestival(year);
  return festival && `${year}-${String(festival.month).padStart(2, '0')}-${String(festival.day).padStart(2, '0')}`;
};
const DAY = 24 * 60 * 60 * 1000;

describe('Spring Festival table', () => {
  it('has the known dates', () => {
    expect(iso(1900)).toBe('1900-01-31');
    expect(iso(1949)).toBe('1949-01-29');
    expect(iso(1950)).toBe('1950-02-17');
    expect(iso(1990)).toBe('1990-01-27');
    expect(iso(2000)).toBe('2000-02-05');
    expect(iso(2020)).toBe('2020-01-25');
    expect(iso(2024)).toBe('2024-02-10');
    expect(iso(2025)).toBe('2025-01-29');
    expect(iso(2026)).toBe('2026-02-17');
    expect(iso(2100)).toBe('2100-02-09');
  });

  it('covers 1900-2100 with lunar years of 353-355 or 383-385 days, each festival between 01-21 and 02-20', () => {
    expect([SPRING_FESTIVAL_FIRST_YEAR, SPRING_FESTIVAL_LAST_YEAR]).toEqual([1900, 2100]);
    let previous: number | null = null;
    for (let year = 1900; year <= 2100; year += 1) {
      const festival = springFestival(year)!;
      const time = Date.UTC(year, festival.month - 1, festival.day);
      expect(time).toBeGreaterThanOrEqual(Date.UTC(year, 0, 21));
      expect(time).toBeLessThanOrEqual(Date.UTC(year, 1, 20));
      if (previous !== null) expect([353, 354, 355, 383, 384, 385]).toContain((time - previous) / DAY);
      previous = time;
    }
  });

  it('holds every birth year the identity rule accepts', () => {
    expect(ID_CARD_MIN_YEAR).toBeGreaterThanOrEqual(SPRING_FESTIVAL_FIRST_YEAR);
    expect(ID_CARD_MAX_YEAR).toBeLessThanOrEqual(SPRING_FESTIVAL_LAST_YEAR);
  });
});

describe('zodiac by the lunar year', () => {
  it('turns on the Spring Festival, not on 1 January', () => {
    // [the day before, the festival, the animal before, the animal from the festival]
    const cases: [string, string, string, string][] = [
      ['1900-01-30', '1900-01-31', 'pig', 'rat'],
      ['1990-01-26', '1990-01-27', 'snake', 'horse'],
      ['2000-02-04', '2000-02-05', 'rabbit', 'dragon'],
      ['2024-02-09', '2024-02-10', 'rabbit', 'dragon'],
      ['2025-01-28', '2025-01-29', 'dragon', 'snake'],
      ['2026-02-16', '2026-02-17', 'snake', 'horse'],
      ['2100-02-08', '2100-02-09', 'goat', 'monkey'],
    ];
    for (const [before, festival, oldAnimal, newAnimal] of cases) {
      expect([before, zodiacOfIsoDate(before)]).toEqual([before, oldAnimal]);
      expect([festival, zodiacOfIsoDate(festival)]).toEqual([festival, newAnimal]);
    }
    expect(zodiacOfDate(1990, 1, 20)).toBe('snake');
    expect(zodiacOfDate(1990, 1, 1)).toBe('snake');
    expect(zodiacOfDate(1990, 12, 31)).toBe('horse');
    expect(lunarYearOf(1990, 1, 20)).toBe(1989);
    expect(lunarYearOf(1990, 2, 1)).toBe(1990);
  });

  it('covers the first and last days of the table', () => {
    expect(zodiacOfDate(1900, 1, 1)).toBe('pig');
    expect(lunarYearOf(1900, 1, 1)).toBe(1899);
    expect(zodiacOfDate(2100, 12, 31)).toBe('monkey');
  });

  it('answers null outside 1900-2100 instead of guessing, and for text that is not a date', () => {
    expect(zodiacOfDate(1899, 12, 31)).toBeNull();
    expect(zodiacOfDate(2101, 6, 1)).toBeNull();
    expect(springFestival(1899)).toBeNull();
    expect(springFestival(2101)).toBeNull();
    expect(lunarYearOf(2101, 1, 1)).toBeNull();
    expect(zodiacOfIsoDate('')).toBeNull();
    expect(zodiacOfIsoDate('1990/01/20')).toBeNull();
  });

  it('runs the cycle of lunar years from the rat in 1900', () => {
    expect(zodiacOfYear(1899)).toBe('pig');
    expect(zodiacOfYear(1900)).toBe('rat');
    expect(zodiacOfYear(1901)).toBe('ox');
    expect(zodiacOfYear(1989)).toBe('snake');
    expect(zodiacOfYear(1990)).toBe('horse');
    expect(zodiacOfYear(2019)).toBe('pig');
    expect(zodiacOfYear(2020)).toBe('rat');
  });
});
