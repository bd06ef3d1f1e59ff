import { API_MSG } from '@keydate/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';

// Control characters (C0, DEL, C1). PostgreSQL refuses U+0000 in text outright, and every field of the app
// is a single line: a tab or a line break may only surround a value (which is trimmed), except in a
// password, which is the person's own to the character.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const PASSWORD_FIELDS = new Set(['password', 'currentPassword', 'newPassword']);

function refused(text: string, field: string): boolean {
  if (CONTROL.test(text)) return true;
  return !PASSWORD_FIELDS.has(field) && LINE_BREAK_OR_TAB.test(text.trim());
}

/** The first string inside `value` holding a control character, as a field path ('name', 'a.b', 'x.0'). */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return refused(value, path.split('.').pop() ?? '') ? path || '_' : undefined;
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
