import { API_MSG } from '@keydate/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

// Control characters (C0 but tab, line feed and carriage return; DEL; C1). PostgreSQL refuses U+0000 in
// text outright, and no field of the app means any of the others.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The first string inside `value` holding a control character, as a field path ('name', 'a.b', 'x.0'). */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return path || '_';
    const found = findControlCharacter(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** Throws the 400 every route answers when a text it was sent holds a control character. */
export function refuseControlCharacters(...values: unknown[]): void {
  for (const value of values) {
    const field = findControlCharacter(value);
    if (field) throw badRequest(API_MSG.controlCharacters, { [field]: API_MSG.controlCharacters });
  }
}

/**
 * Before any route validates its input: a JSON body must be an object, and no text of the body, the
 * query or the path may hold a control character. (The multipart upload's metadata is checked where it
 * is read.)
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { body } = request;
    if (
      body !== undefined &&
      !request.isMultipart() &&
      (body === null || typeof body !== 'object' || Array.isArray(body))
    ) {
      throw badRequest(API_MSG.bodyNotObject);
    }
    refuseControlCharacters(request.params, request.query, body);
  });
}
