// The rules of the sign-in, registration and password forms and the shapes of the server's answers
// to them: zod and the domain's schemas. They come in a chunk of their own (see load-auth-schemas.ts),
// so that these pages draw without them.
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZEmailOnlyRequest, ZLoginRequest, ZPassword, ZRegisterRequest } from '@keydate/domain';
import { z } from 'zod';

export { ZLoginResponse, ZMessageResponse, ZSessionResponse } from '@keydate/domain';

export const loginRules = zodResolver(ZLoginRequest);
export const registerRules = zodResolver(ZRegisterRequest);
export const emailOnlyRules = zodResolver(ZEmailOnlyRequest);

const ZResetPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordsDoNotMatch,
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;
export const resetPasswordRules = zodResolver(ZResetPasswordForm);
