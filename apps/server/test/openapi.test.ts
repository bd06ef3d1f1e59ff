import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/build-test-app.ts';

describe('the OpenAPI document of the API calls', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
  beforeAll(async () => {
    t = await buildTestApp();
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
  });
  afterAll(() => t.close());

  it('lists every call with its answers', () => {
    const expected: Array<[string, string, string[]]> = [
      ['/api/branding', 'get', ['200']],
      ['/api/auth/register', 'post', ['201', '400', '409', '429']],
      ['/api/auth/verify/{token}', 'get', ['200', '400']],
      ['/api/auth/login', 'post', ['200', '400', '401', '403', '429']],
      ['/api/auth/resend-verification', 'post', ['200', '400', '429']],
      ['/api/auth/forgot-password', 'post', ['200', '400', '429']],
      ['/api/auth/reset-password', 'post', ['200', '400']],
      ['/api/auth/verify', 'get', ['200', '401']],
      ['/api/auth/logout', 'post', ['200', '401']],
      ['/api/users', 'get', ['200', '401', '403']],
      ['/api/users', 'post', ['201', '400', '401', '403', '409']],
      ['/api/users/{id}', 'get', ['200', '401', '403', '404']],
      ['/api/users/{id}/role', 'patch', ['200', '400', '401', '403', '404', '409']],
      ['/api/users/{id}', 'delete', ['204', '400', '401', '403', '404', '409']],
      ['/api/members', 'get', ['200', '401']],
      ['/api/contracts/{id}/decision', 'post', ['200', '400', '401', '403', '404']],
      ['/api/contracts/{id}/notice-letter', 'get', ['200', '400', '401', '404']],
      ['/api/contracts/{id}/notice', 'post', ['200', '400', '401', '403', '404']],
      [
        '/api/contracts/{id}/notice/receipt',
        'put',
        ['200', '400', '401', '403', '404', '408', '409', '413', '415'],
      ],
      ['/api/contracts/{id}/notice/receipt', 'get', ['200', '401', '404']],
      ['/api/contracts/{id}/history', 'get', ['200', '401', '404']],
      ['/api/history/export', 'get', ['200', '401', '403']],
      ['/api/account', 'get', ['200', '401']],
      ['/api/account', 'patch', ['200', '400', '401']],
      ['/api/account/password', 'post', ['200', '400', '401']],
      ['/api/workspace', 'get', ['200', '401']],
      ['/api/workspace', 'patch', ['200', '400', '401', '403']],
      ['/api/workspace/export', 'get', ['200', '401', '403']],
      ['/api/workspace/restore', 'post', ['200', '400', '401', '403', '409', '413', '415', '429']],
      ['/api/properties', 'get', ['200', '401']],
      ['/api/properties', 'post', ['201', '400', '401', '409']],
      ['/api/properties/{id}', 'get', ['200', '401', '404']],
      ['/api/properties/{id}', 'put', ['200', '400', '401', '404', '409']],
      ['/api/vendors', 'get', ['200', '401']],
      ['/api/vendors', 'post', ['201', '400', '401', '409']],
      ['/api/vendors/{id}', 'get', ['200', '401', '404']],
      ['/api/vendors/{id}', 'put', ['200', '400', '401', '404', '409']],
      ['/api/contracts', 'get', ['200', '400', '401']],
      ['/api/contracts/upload', 'post', ['201', '400', '401', '408', '409', '413', '415']],
      ['/api/contracts/{id}', 'get', ['200', '401', '404']],
      ['/api/contracts/{id}', 'put', ['200', '400', '401', '403', '404']],
      ['/api/contracts/{id}', 'delete', ['204', '401', '403', '404']],
      ['/api/contracts/{id}/document', 'put', ['200', '400', '401', '403', '404', '408', '413', '415']],
      ['/api/contracts/{id}/view', 'get', ['200', '401', '404']],
      ['/api/contracts/{id}/download', 'get', ['200', '401', '403', '404']],
      ['/api/documents/{id}', 'get', ['200', '403', '404', '422']],
      ['/api/imports', 'post', ['201', '400', '401', '403', '413', '415', '429']],
      ['/api/imports/template', 'get', ['200', '400', '401']],
      ['/api/imports/{id}', 'get', ['200', '401', '403', '404']],
      ['/api/imports/{id}', 'patch', ['200', '400', '401', '403', '404', '409']],
      ['/api/imports/{id}/rows/{row}', 'patch', ['200', '400', '401', '403', '404', '409']],
      ['/api/imports/{id}/commit', 'post', ['200', '400', '401', '403', '404', '409']],
      ['/api/drafts', 'post', ['201', '400', '401', '409', '413', '415', '429']],
      ['/api/drafts', 'get', ['200', '400', '401']],
      ['/api/drafts/{id}', 'get', ['200', '401', '404']],
      ['/api/drafts/{id}', 'patch', ['204', '400', '401', '404']],
      ['/api/drafts/{id}', 'delete', ['204', '401', '404']],
      ['/api/drafts/{id}/confirm', 'post', ['201', '400', '401', '404']],
      ['/api/drafts/{id}/attach', 'post', ['200', '400', '401', '403', '404', '409']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      // Every call that reads the database answers 503 while it is unreachable.
      const answers = path === '/api/branding' ? statuses : [...statuses, '503'];
      expect(Object.keys(operation?.responses ?? {}).sort(), `${method} ${path}`).toEqual(answers);
    }
    // The owner is a field of the upload's metadata and of an edit.
    expect(JSON.stringify(paths['/api/contracts/upload']?.post)).toContain('`ownerId`');
    expect(JSON.stringify(paths['/api/contracts/{id}']?.put)).toContain("upload's metadata");
    expect(paths['/api/users/{id}']?.delete?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/vendors/{id}']?.put?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/contracts/upload']?.post?.security).toEqual([{ bearer: [] }]);
    // The signature is the credential of a document link: no bearer session.
    expect(paths['/api/documents/{id}']?.get?.security).toBeUndefined();
  });

  it('documents the /auth aliases once, under /api/auth', () => {
    expect(Object.keys(paths).filter((p) => p.startsWith('/auth'))).toEqual([]);
  });
});
