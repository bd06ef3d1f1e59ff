import { describe, expect, it } from 'vitest';
import { normaliseRecognisedText } from './recognise-text.ts';

describe('the slips of recognition mended before the rules read the text', () => {
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
