import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes a complete .eml and logs its links', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keydate-outbox-'));
    dirs.push(dir);
    const logged: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const mailer = createMailer({
      outboxDir: dir,
      from: 'Keydate <no-reply@keydate.local>',
      logger: {
        info: ((fields: Record<string, unknown>, message: string) =>
          logged.push({ fields, message })) as never,
      },
    });
    await mailer.send({
      to: 'olivia@example.com',
      subject: 'Verify your email',
      text: 'Open this link:\nhttp://localhost:3000/verify-email/abc123\n',
      html: '<p><a href="http://localhost:3000/verify-email/abc123">Verify</a></p>',
    });
    mailer.close();

    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(join(dir, files[0] as string)));
    expect(parsed.subject).toBe('Verify your email');
    expect(parsed.text).toContain('http://localhost:3000/verify-email/abc123');
    expect(parsed.html).toContain('href="http://localhost:3000/verify-email/abc123"');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toBe('mail written to outbox');
    expect(logged[0]?.fields.links).toEqual(['http://localhost:3000/verify-email/abc123']);
  });
});
