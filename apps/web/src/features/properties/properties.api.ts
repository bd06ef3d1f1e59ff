import { type TPropertyInput, ZProperty } from '@keydate/domain';
import { z } from 'zod';
import { request } from '../../lib/api.ts';

export const propertiesQueryKey = ['properties'] as const;

export const listProperties = (signal?: AbortSignal) =>
  request('/properties', z.array(ZProperty), { signal });

export const addProperty = (body: TPropertyInput) =>
  request('/properties', ZProperty, { method: 'POST', body });

export const updateProperty = (id: string, body: TPropertyInput) =>
  request(`/properties/${encodeURIComponent(id)}`, ZProperty, { method: 'PUT', body });
