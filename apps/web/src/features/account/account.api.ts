import {
  type TChangePasswordRequest,
  type TUpdateAccountRequest,
  ZMessageResponse,
  ZUser,
} from '@keydate/domain';
import { z } from 'zod';
import { request } from '../../lib/api.ts';

const ZAccountUpdateResponse = z.object({ user: ZUser });

export const updateAccount = (body: TUpdateAccountRequest) =>
  request('/account', ZAccountUpdateResponse, { method: 'PATCH', body });

export const changePassword = (body: TChangePasswordRequest) =>
  request('/account/password', ZMessageResponse, { method: 'POST', body });
