import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './input-guard.ts';

describe('findControlCharacter', () => {
  it('finds U+0000 and every other control character, naming the field by its path', () => {
    expect(findControlCharacter({ name: 'Harbour\u0000View' })).toBe('name');
    expect(findControlCharacter({ lifecycle: { notes: ['ok', 'bell\u0007'] } })).toBe('lifecycle.notes.1');
    expect(findControlCharacter({ name: 'delete\u007f' })).toBe('name');
    expect(findControlCharacter({ name: 'c1 \u0085 next line' })).toBe('name');
    expect(findControlCharacter('top level\u001b')).toBe('_');
    expect(findControlCharacter({ 'na\u0000me': 'key itself' })).toBe('_');
  });

  it('lets tabs and line breaks surround a value, never stand inside one, except in a password', () => {
    expect(findControlCharacter({ name: '\tHarbour View\r\n' })).toBeUndefined();
    expect(findControlCharacter({ name: 'Harbour\nView' })).toBe('name');
    expect(findControlCharacter({ search: 'linen\tservice' })).toBe('search');
    expect(findControlCharacter({ password: 'tab\there, break\nthere' })).toBeUndefined();
    expect(findControlCharacter({ newPassword: 'still no \u0000' })).toBe('newPassword');
  });

  it('passes ordinary text, numbers, booleans and null', () => {
    expect(
      findControlCharacter({ name: 'Hôtel Müller – Zürich 🏨', count: 3, active: true, vendorId: null }),
    ).toBeUndefined();
  });
});
