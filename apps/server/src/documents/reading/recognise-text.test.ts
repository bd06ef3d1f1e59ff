import { describe, expect, it } from 'vitest';
import { normaliseRecognisedText } from './recognise-text.ts';

describe('the slips of recognition mended before the rules read the text', () => {
  it('puts back the space a scan loses between a date’s day and its year', () => {
    expect(normaliseRecognisedText('entered into as of June 8,2018 (the')).toBe(
      'entered into as of June 8, 2018 (the',
    );
    expect(normaliseRecognisedText('on Sept. 30,2021.')).toBe('on Sept. 30, 2021.');
    expect(normaliseRecognisedText('see Section 8,2018 units')).toBe('see Section 8,2018 units');
  });

  it('leaves a number with a thousands separator as it is', () => {
    expect(normaliseRecognisedText('a fee of $1,2000 and 12,500 units')).toBe(
      'a fee of $1,2000 and 12,500 units',
    );
  });

  it('drops a speck read as a mark between a number in words and its figure, and before the unit', () => {
    expect(normaliseRecognisedText('at least ninety. (90) - days prior')).toBe(
      'at least ninety (90) days prior',
    );
    expect(normaliseRecognisedText('twenty-one, (21) days')).toBe('twenty-one (21) days');
  });

  it('keeps the end of a sentence before a numbered item', () => {
    expect(normaliseRecognisedText('within thirty days. (2) The Supplier')).toBe(
      'within thirty days. (2) The Supplier',
    );
    expect(normaliseRecognisedText('the warranty. (3) Each party')).toBe('the warranty. (3) Each party');
  });
});
