/** The spec's colour rule (3 or 6 hex digits), shared by the settings' colour fields and the mock. */
import { describe, expect, it } from 'vitest';
import { isHexColour, normaliseHexColour } from '@/domain/colour';

describe('colour rule', () => {
  it.each(['#abc', '#ABC', '#6B6C70', '#1890ff', '#000000'])('accepts %s', (value) => expect(isHexColour(value)).toBe(true));
  it.each(['', 'abc', '#ab', '#abcd', '#abcde', '#1234567', '#ggg', 'red', ' #abc', '#abc ', 'rgb(0,0,0)', '#12345g'])('refuses %j', (value) =>
    expect(isHexColour(value)).toBe(false),
  );
  it('normalises what it accepts to upper case, trimmed, and gives null otherwise', () => {
    expect(normaliseHexColour(' #e61 ')).toBe('#E61');
    expect(normaliseHexColour('#1890ff')).toBe('#1890FF');
    expect(normaliseHexColour('#12')).toBeNull();
  });
});
