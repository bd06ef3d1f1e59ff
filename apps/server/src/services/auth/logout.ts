import type { Executor } from '../../db/client.ts';
import { revokeSession } from '../sessions/revoke-sessions.ts';

/** Ends the session in use; its bearer token stops working at once. */
export async function logout(options: { db: Executor; sessionId: string }): Promise<void> {
  await revokeSession({ db: options.db, sessionId: options.sessionId });
}
