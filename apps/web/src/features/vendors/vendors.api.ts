import { type TVendorInput, ZVendor } from '@keydate/domain';
import { z } from 'zod';
import { request } from '../../lib/api.ts';

export const vendorsQueryKey = ['vendors'] as const;

export const listVendors = (signal?: AbortSignal) => request('/vendors', z.array(ZVendor), { signal });

export const addVendor = (body: TVendorInput) => request('/vendors', ZVendor, { method: 'POST', body });

export const updateVendor = (id: string, body: TVendorInput) =>
  request(`/vendors/${encodeURIComponent(id)}`, ZVendor, { method: 'PUT', body });
