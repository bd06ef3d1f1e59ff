import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ZRestoreResult } from '@keydate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../documents/content-disposition.ts';
import { receiveArchive } from '../../documents/receive-upload.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerContext } from '../../services/contracts/answer-context.ts';
import { backupWorkspace } from '../../services/workspaces/backup-workspace.ts';
import { restoreWorkspace } from '../../services/workspaces/restore-workspace.ts';
import { bearerSecurity, errorResponses } from '../schemas.ts';

export const backupWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['workspace'],
        summary:
          'The whole workspace as one zip: records as JSON, the register as CSV, every document (admin)',
        description:
          'Streamed. `manifest.json` (written last) counts the properties, vendors, contracts and documents and' +
          ' names every file with its size and SHA-256; `data/*.json` hold the records, `register.csv` the' +
          ' register, `documents/<contract id>` each document. People and sent reminders are not included.',
        security: bearerSecurity,
        response: { 200: z.unknown().describe('The backup (application/zip)'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const answer = answerContext(app.ctx);
      const stream = backupWorkspace({
        db: app.ctx.db,
        storage: app.ctx.storage,
        workspaceId: authOf(request).workspace.id,
        answer,
        appUrl: app.ctx.config.APP_URL,
        log: request.log,
      });
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': contentDisposition('attachment', `keydate-backup-${answer.today}.zip`),
          'cache-control': 'private, no-store',
        })
        .send(stream);
    },
  );

  const maxBytes = app.ctx.config.RESTORE_MAX_MB * 1024 * 1024;
  app.post(
    '/restore',
    {
      onRequest: app.requireAdmin,
      config: { maxUploadBytes: maxBytes },
      schema: {
        tags: ['workspace'],
        summary: 'Restore a backup into this workspace, which must be empty (admin)',
        description:
          'multipart/form-data with a `file` part: a zip from GET /api/workspace/export, of this installation or' +
          ' another, at most RESTORE_MAX_MB. Unpacked and checked against its manifest in the reading child;' +
          ' every property, vendor, contract, lifecycle, document and reminder setting comes back, people do' +
          ' not. All or nothing: a restore that fails leaves the workspace empty. 409 when the workspace has' +
          ' properties, vendors, contracts or drafts.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: { 200: ZRestoreResult, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const { user, workspace } = authOf(request);
      const workDir = join(resolve(app.ctx.config.DATA_DIR), 'restores', randomUUID());
      const outDir = join(workDir, 'unpacked');
      await mkdir(outDir, { recursive: true });
      try {
        const archivePath = join(workDir, 'backup.zip');
        await receiveArchive(request, archivePath, maxBytes);
        const restored = await restoreWorkspace({
          db: app.ctx.db,
          storage: app.ctx.storage,
          workspaceId: workspace.id,
          userId: user.id,
          archivePath,
          outDir,
          now: app.ctx.clock.now(),
        });
        app.ctx.documentTexts.wake();
        return restored;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  );
};
