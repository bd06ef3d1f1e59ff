import { describe, expect, it } from 'vitest';
import { ZPropertyInput, ZVendorInput } from './directory.schemas.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('property input', () => {
  it('trims the name and defaults the status to active', () => {
    expect(ZPropertyInput.parse({ name: '  HVH-01 Harbour View ' })).toEqual({
      name: 'HVH-01 Harbour View',
      status: 'active',
    });
  });

  it('refuses an empty, blank or 10,000-character name and an unknown status', () => {
    expect(messages(ZPropertyInput.safeParse({}))).toEqual({ name: 'Property Code/Name is required' });
    expect(messages(ZPropertyInput.safeParse({ name: '   ' }))).toEqual({
      name: 'Property Code/Name is required',
    });
    expect(messages(ZPropertyInput.safeParse({ name: 'x'.repeat(10_000) }))).toEqual({
      name: 'Property Code/Name must be at most 200 characters',
    });
    expect(messages(ZPropertyInput.safeParse({ name: 'A', status: 'closed' }))).toEqual({
      status: 'Status must be active or inactive',
    });
  });
});

describe('vendor input', () => {
  const valid = {
    name: 'CleanCo Linen',
    contactPerson: 'Pat Doe',
    email: 'pat@cleanco.example',
    phone: '+1 (555) 010-2030',
  };

  it('accepts a complete vendor and defaults the status to active', () => {
    expect(ZVendorInput.parse(valid)).toEqual({ ...valid, status: 'active' });
  });

  it('requires every field', () => {
    expect(messages(ZVendorInput.safeParse({}))).toEqual({
      name: 'Company Name is required',
      contactPerson: 'Contact Person is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
  });

  it('checks the email and phone formats', () => {
    expect(messages(ZVendorInput.safeParse({ ...valid, email: 'pat@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(messages(ZVendorInput.safeParse({ ...valid, phone: 'call me' }))).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(messages(ZVendorInput.safeParse({ ...valid, phone: '--' }))).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });
});
