/** The search bench's pure helpers (tests/bench): the mobile tails it types, the median it prints. */
import { describe, expect, it } from 'vitest';
import { median } from '../bench/pageLoad';
import { pickMobileTails } from '../bench/searchPaint';

const aunt = (mobile: string, companyId = 1, isDeleted: 0 | 1 = 0) => ({ mobile, companyId, isDeleted });

describe('the mobile tails the search bench types', () => {
  it("takes the company's live aunts' tails that only one of them has, evenly spaced through the list", () => {
    const aunts = [
      aunt('13800001111'),
      aunt('13900001111'), // 1111 twice in the company: typing it finds two, left out
      aunt('13800002222'),
      aunt('13800003333', 2), // another company's
      aunt('13800004444', 1, 1), // deleted
      aunt('13800005555'),
      aunt('13800006666'),
      aunt('13800007777'),
      aunt('1380000'), // no full mobile
      aunt('13800008888'),
    ];
    // Unique tails in order: 2222, 5555, 6666, 7777, 8888; three of them at indexes 0, 1 and 3.
    expect(pickMobileTails(aunts, 1, 3)).toEqual(['2222', '5555', '7777']);
    expect(pickMobileTails(aunts, 2, 3)).toEqual(['3333']);
  });

  it('answers every unique tail when the company has no more than asked, and none for a company without aunts', () => {
    const aunts = [aunt('13800001234'), aunt('13800005678')];
    expect(pickMobileTails(aunts, 1, 5)).toEqual(['1234', '5678']);
    expect(pickMobileTails(aunts, 9, 5)).toEqual([]);
  });

  it('answers different tails, each the tail of exactly one live aunt of the company', () => {
    const aunts = Array.from({ length: 40 }, (_, index) => aunt(`1380000${String((index * 37) % 25).padStart(4, '0')}`, 1 + (index % 3)));
    const tails = pickMobileTails(aunts, 1, 5);
    expect(tails).toHaveLength(5);
    expect(new Set(tails).size).toBe(5);
    for (const tail of tails) expect(aunts.filter((one) => one.companyId === 1 && one.mobile.endsWith(tail))).toHaveLength(1);
  });
});

describe('median', () => {
  it('is the middle run of an odd count and the mean of the two middle runs of an even count, whatever the order', () => {
    expect(median([312, 208, 264, 222, 202])).toBe(222);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });
});
