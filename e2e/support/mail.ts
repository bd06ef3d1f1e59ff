// Reads the mail the server wrote to its outbox (no SMTP configured in the journeys), as a person
// would read it in a mail client: parsed, then the link taken from the text.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

function outboxDir(): string {
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = readFileSync(join(tmpdir(), `keydate-e2e-${port}.datadir`), 'utf8').trim();
  return join(dataDir, 'outbox');
}

/** The link in the newest mail to `to` whose link path starts with `pathPrefix`, waiting up to 10 s. */
export async function linkFromMail(to: string, pathPrefix: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir())
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // outbox not created yet
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(outboxDir(), file)));
      const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (!recipients.some((r) => r.value.some((v) => v.address?.toLowerCase() === to.toLowerCase())))
        continue;
      const link = (mail.text?.match(/https?:\/\/\S+/g) ?? []).find((l) =>
        new URL(l).pathname.startsWith(pathPrefix),
      );
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${pathPrefix} link`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
