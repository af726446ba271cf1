import { describe, expect, it } from 'vitest';
import {
  ageAt,
  birthDateExists,
  checkDigitOf,
  constellationOf,
  deriveFromIdCard,
  hasValidCheckDigit,
  isLeapYear,
  normalizeIdCard,
  validateIdCard,
} from '@/domain/idCard';

/** A number with the given birth date ('YYYYMMDD'), sequence and the correct check digit. */
function idWith(birth: string, sequence = '123', region = '310104'): string {
  const first17 = `${region}${birth}${sequence}`;
  return first17 + checkDigitOf(first17);
}

describe('validateIdCard', () => {
  it('accepts valid numbers, with a digit or X at the end (either case)', () => {
    expect(validateIdCard('11010519491231002X')).toBeNull();
    expect(validateIdCard('11010519491231002x')).toBeNull();
    expect(validateIdCard(idWith('19850612', '456'))).toBeNull();
    expect(validateIdCard(' 11010519491231002X ')).toBeNull();
  });

  it('names every reason a number is refused', () => {
    expect(validateIdCard('')).toBe('empty');
    expect(validateIdCard('   ')).toBe('empty');
    expect(validateIdCard(null)).toBe('empty');
    expect(validateIdCard('11010519491231002')).toBe('length');
    expect(validateIdCard('11010519491231002XX')).toBe('length');
    expect(validateIdCard('01010519491231002X')).toBe('format');
    expect(validateIdCard('1101051949123100AX')).toBe('format');
    expect(validateIdCard('11010519491231002Y')).toBe('format');
    expect(validateIdCard('11010518991231002X')).toBe('year');
    expect(validateIdCard('11010519491331002X')).toBe('month');
    expect(validateIdCard('11010519490031002X')).toBe('month');
    expect(validateIdCard('11010519491232002X')).toBe('day');
    expect(validateIdCard('11010519491200002X')).toBe('day');
  });

  it('takes birth years 1900 to 2019 only', () => {
    expect(validateIdCard(idWith('18991231'))).toBe('year');
    expect(validateIdCard(idWith('19000101'))).toBeNull();
    expect(validateIdCard(idWith('20191231'))).toBeNull();
    expect(validateIdCard(idWith('20200101'))).toBe('year');
  });

  it('accepts any day up to 31 as the spec does, and tells which dates are not on the calendar (29 February in leap years only; 1900 is not one, 2000 is)', () => {
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1988)).toBe(true);
    for (const birth of ['19880229', '20000229', '19490131', '19490430']) {
      expect(validateIdCard(idWith(birth))).toBeNull();
      expect(birthDateExists(idWith(birth))).toBe(true);
    }
    for (const birth of ['19890229', '19000229', '19880230', '19900231', '19490431', '19491131']) {
      expect(validateIdCard(idWith(birth))).toBeNull();
      expect(birthDateExists(idWith(birth))).toBe(false);
    }
    // A number that breaks the rule has other problems to show, not this one.
    expect(birthDateExists('11010519491232002X')).toBe(true);
    expect(birthDateExists('')).toBe(true);
  });

  it('does not require the check digit (the spec rule does not)', () => {
    expect(validateIdCard('110105194912310021')).toBeNull();
    expect(hasValidCheckDigit('110105194912310021')).toBe(false);
  });
});

describe('check digit (ISO 7064 MOD 11-2)', () => {
  it('computes digits and X', () => {
    expect(checkDigitOf('11010519491231002')).toBe('X');
    expect(checkDigitOf('44052418800101001')).toBe('4');
    expect(hasValidCheckDigit('11010519491231002X')).toBe(true);
    expect(hasValidCheckDigit('11010519491231002x')).toBe(true);
    expect(hasValidCheckDigit('440524188001010014')).toBe(true);
    expect(hasValidCheckDigit('440524188001010015')).toBe(false);
    expect(hasValidCheckDigit('short')).toBe(false);
  });

  it('refuses anything but 17 digits', () => {
    expect(() => checkDigitOf('1234')).toThrow();
  });
});

describe('deriveFromIdCard', () => {
  const today = new Date(2024, 5, 15);

  it('derives birth date, gender, zodiac, constellation and age', () => {
    expect(deriveFromIdCard('11010519491231002X', today)).toEqual({
      birthDate: '1949-12-31',
      gender: 0,
      zodiac: 'ox',
      constellation: 'capricorn',
      age: 74,
    });
    expect(deriveFromIdCard(idWith('19850612', '451'), today)).toMatchObject({
      birthDate: '1985-06-12',
      gender: 1,
      zodiac: 'ox',
      constellation: 'gemini',
      age: 39,
    });
  });

  it('gives nothing for a number that breaks the rule', () => {
    expect(deriveFromIdCard('11010519491232002X', today)).toBeNull();
    expect(deriveFromIdCard('', today)).toBeNull();
  });

  it('reads a date that is not on the calendar as its digits say', () => {
    expect(deriveFromIdCard(idWith('19900231', '124'), today)).toEqual({
      birthDate: '1990-02-31',
      gender: 0,
      zodiac: 'horse',
      constellation: 'pisces',
      age: 34,
    });
    // Her birthday comes after 28 February: still 33 on 1 March 2024's eve, 34 from 1 March.
    expect(deriveFromIdCard(idWith('19900231'), new Date(2024, 1, 29))?.age).toBe(33);
    expect(deriveFromIdCard(idWith('19900231'), new Date(2024, 2, 1))?.age).toBe(34);
  });

  it('reads the gender from the 17th digit: odd male, even female', () => {
    expect(deriveFromIdCard(idWith('19900101', '001'), today)?.gender).toBe(1);
    expect(deriveFromIdCard(idWith('19900101', '009'), today)?.gender).toBe(1);
    expect(deriveFromIdCard(idWith('19900101', '000'), today)?.gender).toBe(0);
    expect(deriveFromIdCard(idWith('19900101', '998'), today)?.gender).toBe(0);
  });

  it('takes the zodiac from the lunar year: born before the Spring Festival is the year before', () => {
    expect(deriveFromIdCard(idWith('19900120'), today)?.zodiac).toBe('snake');
    expect(deriveFromIdCard(idWith('19900126'), today)?.zodiac).toBe('snake');
    expect(deriveFromIdCard(idWith('19900127'), today)?.zodiac).toBe('horse');
    expect(deriveFromIdCard(idWith('19000101'), today)?.zodiac).toBe('pig');
    expect(deriveFromIdCard(idWith('19000131'), today)?.zodiac).toBe('rat');
    expect(deriveFromIdCard(idWith('20190204'), today)?.zodiac).toBe('dog');
    expect(deriveFromIdCard(idWith('20190205'), today)?.zodiac).toBe('pig');
    expect(deriveFromIdCard(idWith('20191231'), today)?.zodiac).toBe('pig');
  });

  it('switches constellations on their first day', () => {
    expect(constellationOf(1, 1)).toBe('capricorn');
    expect(constellationOf(1, 19)).toBe('capricorn');
    expect(constellationOf(1, 20)).toBe('aquarius');
    expect(constellationOf(2, 18)).toBe('aquarius');
    expect(constellationOf(2, 19)).toBe('pisces');
    expect(constellationOf(3, 20)).toBe('pisces');
    expect(constellationOf(3, 21)).toBe('aries');
    expect(constellationOf(8, 23)).toBe('virgo');
    expect(constellationOf(12, 21)).toBe('sagittarius');
    expect(constellationOf(12, 22)).toBe('capricorn');
    expect(constellationOf(12, 31)).toBe('capricorn');
    expect(deriveFromIdCard(idWith('19800119'), today)?.constellation).toBe('capricorn');
    expect(deriveFromIdCard(idWith('19800120'), today)?.constellation).toBe('aquarius');
  });

  it('counts full years: one less the day before the birthday', () => {
    const id = idWith('19800615');
    expect(deriveFromIdCard(id, new Date(2024, 5, 14))?.age).toBe(43);
    expect(deriveFromIdCard(id, new Date(2024, 5, 15))?.age).toBe(44);
    expect(deriveFromIdCard(id, new Date(2024, 5, 15, 23, 59))?.age).toBe(44);
  });

  it('ages a 29 February birthday on 1 March in common years', () => {
    const birth = { year: 1988, month: 2, day: 29 };
    expect(ageAt(birth, new Date(2023, 1, 28))).toBe(34);
    expect(ageAt(birth, new Date(2023, 2, 1))).toBe(35);
    expect(ageAt(birth, new Date(2024, 1, 29))).toBe(36);
  });
});

describe('normalize and mask', () => {
  it('upper-cases the x and trims', () => {
    expect(normalizeIdCard(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});
