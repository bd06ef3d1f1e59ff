import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links.ts';

describe('contact links', () => {
  it('dials only the digits, keeping a leading +', () => {
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
    expect(telHref('(020) 7946 0018')).toBe('tel:02079460018');
    expect(telHref(' +44 20.7946.0018 ')).toBe('tel:+442079460018');
  });

  it('mails the address, encoding only what would cut the link', () => {
    expect(mailtoHref('ops@acme.example')).toBe('mailto:ops@acme.example');
    expect(mailtoHref('a+b#c@acme.example')).toBe('mailto:a%2Bb%23c@acme.example');
  });
});
