// While the database cannot be reached every call answers 503 with Retry-After (never 500), and the
// outage is logged once rather than once per request.
import { Writable } from 'node:stream';
import { API_MSG } from '@keydate/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp, loggerOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { createStorage } from '../../src/storage/index.ts';
import { freePort } from '../support/free-port.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { openTestDatabase, testDbKind } from '../support/test-database.ts';

type Operation = { security?: unknown };

function logSink() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = pino(loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' })), stream);
  return { lines, logger, outageLines: () => lines.filter((l) => l.msg.includes('answering 503')) };
}

async function appOn(database: Database, logger: pino.Logger): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SECRET_KEY: 'x'.repeat(40),
    DATA_DIR: '/tmp/keydate-outage',
  });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ outboxDir: '/tmp/keydate-outage/outbox', from: config.MAIL_FROM, logger }),
    storage: await createStorage(config),
    logger,
  });
  await app.ready();
  return app;
}

const bearer = { authorization: 'Bearer not-a-real-session-token-but-looked-up-all-the-same' };

describe('a database that cannot be reached', () => {
  const sink = logSink();
  let app: App;
  let database: Database;

  beforeAll(async () => {
    // Nothing listens on this port: every connection attempt is refused.
    database = await openDatabase(
      { databaseUrl: `postgres://keydate@127.0.0.1:${await freePort()}/keydate` },
      { migrate: false },
    );
    app = await appOn(database, sink.logger);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('makes every signed-in call answer 503 with Retry-After, and is logged once', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs' })).json().paths as Record<
      string,
      Record<string, Operation>
    >;
    let signedInCalls = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security) continue;
        signedInCalls += 1;
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: bearer,
          ...(['post', 'put', 'patch'].includes(method) ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(503);
        expect(res.headers['retry-after'], `${method} ${path}`).toBe('5');
        expect(res.json(), `${method} ${path}`).toEqual({ message: API_MSG.temporarilyUnavailable });
      }
    }
    expect(signedInCalls).toBeGreaterThan(30);
    expect(sink.outageLines()).toHaveLength(1);
  });

  it('answers 503 to calls without a session that need the database', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'correct-horse-battery' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: API_MSG.temporarilyUnavailable });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(sink.outageLines()).toHaveLength(1);
  });
});

// A real PostgreSQL going away and coming back, as a restart or a network cut would take it.
if (testDbKind === 'postgres') {
  describe('PostgreSQL going away under a running server', () => {
    const sink = logSink();
    let proxy: TcpProxy;
    let test: Database & { url?: string };
    let database: Database;
    let app: App;

    beforeAll(async () => {
      test = await openTestDatabase();
      const url = new URL(test.url as string);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 }, { migrate: false });
      app = await appOn(database, sink.logger);
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await proxy.close();
      await test.close();
    });

    const login = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'correct-horse-battery' },
      });

    it('answers 503 while it is gone, logs that once, and answers as before when it returns', async () => {
      expect((await login('nobody@example.com')).statusCode).toBe(401);

      await proxy.cut();
      const during = await Promise.all(Array.from({ length: 8 }, (_, i) => login(`p${i}@example.com`)));
      expect(during.map((res) => res.statusCode)).toEqual(Array(8).fill(503));
      expect(during[0]?.headers['retry-after']).toBe('5');
      expect(sink.outageLines()).toHaveLength(1);
      expect(sink.lines.filter((l) => l.level >= 50 && l.msg === 'request failed')).toEqual([]);

      await proxy.restore();
      expect((await login('nobody@example.com')).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
}
