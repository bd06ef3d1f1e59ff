// `npm run reminders`: one sweep in a process of its own, then exit; on the embedded database it
// refuses while another process holds the data dir.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from '../../src/db/client.ts';
import { reminderDeliveries } from '../../src/db/schema/index.ts';
import { openTestDatabase, testDbKind } from '../support/test-database.ts';
import { buildReminderWorkspace, insertContract } from './reminder-world.ts';

const tool = join(dirname(fileURLToPath(import.meta.url)), '../../src/tools/send-reminders.ts');

function runTool(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', tool], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', APP_URL: 'https://keydate.example.com', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code: code ?? -1, output })));
}

describe('the one-shot reminder command', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'keydate-reminders-tool-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses while the server holds the embedded database', async () => {
    const locked = mkdtempSync(join(tmpdir(), 'keydate-locked-'));
    try {
      // This test process stands in for a running server.
      writeFileSync(join(locked, 'keydate.lock'), `${process.pid}\nthe Keydate server\n`);
      const run = await runTool({ DATA_DIR: locked });
      expect(run.code).toBe(1);
      expect(run.output).toContain(`is in use by the Keydate server (pid ${process.pid}). Stop it first.`);
      expect(readdirSync(locked)).toEqual(['keydate.lock']);
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  });

  // Two runs of the command, each a process that loads the server's code and opens the database.
  it('runs one sweep, writes the mails to the outbox and exits; a second run sends nothing', {
    timeout: 60_000,
  }, async () => {
    // The database the command will open: PGlite in the data dir, or a PostgreSQL database.
    let database = await openTestDatabase({ pgliteDataDir: pgliteDir(dataDir) });
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (testDbKind === 'postgres') {
      env.DATABASE_URL = database.url as string;
      env.SECRET_KEY = 'tool-test-secret-key-tool-test-secret-key';
    }
    try {
      const w = await buildReminderWorkspace(database.db, 'Tool');
      await insertContract(database.db, w, {
        name: 'Tool Contract',
        today: new Date(),
        noticeIn: 14,
        endIn: 90,
      });
      if (testDbKind === 'pglite') await database.close();

      const first = await runTool(env);
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('Reminder sweep finished: 2 planned, 2 sent, 0 failed.');
      const outbox = join(dataDir, 'outbox');
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(outbox, f)))));
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Non-renewal notice due in 1[34] days: Tool Contract$/),
        expect.stringMatching(/^Non-renewal notice due in 1[34] days: Tool Contract$/),
      ]);
      expect(
        mails.every((m) => /^<reminder-[0-9a-f]{64}@keydate\.example\.com>$/.test(m.messageId ?? '')),
      ).toBe(true);

      const second = await runTool(env);
      expect(second.code, second.output).toBe(0);
      expect(second.output).toContain('Reminder sweep finished: 0 planned, 0 sent, 0 failed.');
      expect(readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(2);

      if (testDbKind === 'pglite') database = await openDatabase({ pgliteDataDir: pgliteDir(dataDir) });
      const rows = await database.db.select().from(reminderDeliveries);
      expect(
        rows
          .filter((r) => r.status === 'sent')
          .map((r) => r.messageId)
          .sort(),
      ).toEqual(mails.map((m) => m.messageId).sort());
    } finally {
      await database.close();
    }
  });
});
