import type { FieldValues, Resolver } from 'react-hook-form';
import { reloadForNewRelease } from '../../lib/reload-for-new-release.ts';

export type AuthSchemas = typeof import('./auth-schemas.ts');

/**
 * The public account pages' schemas (auth-schemas.ts), fetched the first time one is needed: when a
 * form is first checked or a call's answer first read. Until then a page needs no zod at all.
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  return import('./auth-schemas.ts').catch(reloadForNewRelease);
}

/** A form's resolver taken from the schemas once they are in; react-hook-form awaits it. */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  pick: (schemas: AuthSchemas) => Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => pick(await loadAuthSchemas())(values, context, options);
}
