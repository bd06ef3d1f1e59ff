// A plain user's hostile Word documents opened in the preview, while the workspace's admin keeps using
// the app: what the preview answers and when, the server's memory with its reading child, and how long
// everyone else waited meanwhile.
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, pgliteDir } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { individualMetadata, uploadBody } from '../apps/server/test/support/contracts.ts';
import { authHeader, buildUser } from '../apps/server/test/support/factories.ts';
import { manyParagraphsDocx } from '../apps/server/test/support/hostile-documents.ts';
import { residentWithChildren } from '../bench/lib/harness.ts';
import { type DbKind, makeWorld, startServer } from './lib/server.ts';

type Figures = Record<string, string | number>;
const MB = 1024 * 1024;

export async function hostilePreview(kind: DbKind, postgresUrl: string | undefined): Promise<Figures> {
  const world = await makeWorld(kind, postgresUrl);
  try {
    // A plain user of the admin's workspace.
    const database = await openDatabase(
      world.databaseUrl ? { databaseUrl: world.databaseUrl } : { pgliteDataDir: pgliteDir(world.dataDir) },
    );
    const [admin] = await database.db.select().from(users);
    const member = await buildUser(database.db, { role: 'user', workspaceId: admin?.workspaceId });
    const memberHeaders = await authHeader(database.db, member.id);
    await database.close();

    const server = await startServer(world);
    const pid = server.child.pid as number;
    const figures: Figures = { database: kind };
    try {
      await sleep(1_000);
      const idle = residentWithChildren(pid);
      figures['server idle, resident (MB)'] = Math.round(idle / MB);

      for (const paragraphs of [300_000, 3_000_000]) {
        const label = `${paragraphs.toLocaleString('en')} paragraphs`;
        const data = manyParagraphsDocx(paragraphs);
        const { headers, payload } = uploadBody({
          metadata: individualMetadata(world.propertyId, { name: label }),
          file: { filename: 'hostile.docx', data },
        });
        const created = await fetch(`${server.url}/api/contracts/upload`, {
          method: 'POST',
          headers: { ...memberHeaders, ...headers },
          body: payload,
        });
        const { _id: id } = (await created.json()) as { _id: string };
        figures[`${label}: file (KB)`] = Math.round(data.length / 1024);

        const open = async () => {
          const link = await fetch(`${server.url}/api/contracts/${id}/view`, { headers: memberHeaders });
          const { url } = (await link.json()) as { url: string };
          const started = performance.now();
          const res = await fetch(`${server.url}${url}`);
          const body = await res.text();
          return {
            status: res.status,
            ms: performance.now() - started,
            noPreview: body.includes('No preview'),
          };
        };

        // Meanwhile: the health check and the admin's list, one after another, and the memory.
        let previewing = true;
        let peak = idle;
        let slowest = 0;
        let served = 0;
        const others = (async () => {
          while (previewing) {
            for (const path of ['/api/health', '/api/contracts']) {
              const started = performance.now();
              const res = await fetch(`${server.url}${path}`, {
                headers: { authorization: `Bearer ${world.token}` },
              });
              await res.arrayBuffer();
              slowest = Math.max(slowest, performance.now() - started);
              if (res.ok) served += 1;
            }
            await sleep(50);
          }
        })();
        const sampler = setInterval(() => {
          peak = Math.max(peak, residentWithChildren(pid));
        }, 25);
        const first = await open();
        previewing = false;
        clearInterval(sampler);
        await others;
        const again = await open();

        figures[`${label}: answer`] = `${first.status}${first.noPreview ? ' No preview available' : ''}`;
        figures[`${label}: answered after (ms)`] = Math.round(first.ms);
        figures[`${label}: peak resident above idle, with the child (MB)`] = Math.round((peak - idle) / MB);
        figures[`${label}: others served meanwhile`] = served;
        figures[`${label}: slowest of their answers (ms)`] = Math.round(slowest);
        figures[`${label}: opened again`] = `${again.status} in ${Math.round(again.ms)} ms`;
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    return figures;
  } finally {
    await world.dispose();
  }
}
