// docs/domain.md, Roles: a user lists, reads, uploads and views; editing, replacing the document,
// deleting and downloading are an admin's, and the server refuses them to a user with 403.
import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildContractWorld,
  footprint,
  type Headers,
  individualMetadata,
  replaceDocument,
  upload,
} from '../support/contracts.ts';
import { DOCX_BYTES } from '../support/documents.ts';

describe('contract roles', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buildContractWorld>>;
  let contract: { _id: string; documentKey: string; name: string };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildContractWorld(t);
    const res = await upload(t, w.member, { metadata: individualMetadata(w.property(0).id) });
    expect(res.statusCode).toBe(201);
    contract = res.json();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('lets a user upload, list, read and view', async () => {
    expect((await call('GET', '/api/contracts', w.member)).statusCode).toBe(200);
    expect((await call('GET', '/api/contracts?page=1', w.member)).statusCode).toBe(200);
    expect((await call('GET', `/api/contracts/${contract._id}`, w.member)).statusCode).toBe(200);
    const view = await call('GET', `/api/contracts/${contract._id}/view`, w.member);
    expect(view.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: view.json().url })).statusCode).toBe(200);
  });

  it('refuses a user update, terminate, document replacement, delete and download with 403, changing nothing', async () => {
    const before = await footprint(t);
    const answers = [
      await call(
        'PUT',
        `/api/contracts/${contract._id}`,
        w.member,
        individualMetadata(w.property(1).id, { name: 'Mine Now' }),
      ),
      await call('PUT', `/api/contracts/${contract._id}`, w.member, { status: 'terminated' }),
      await replaceDocument(t, w.member, contract._id, { filename: 'swap.docx', data: DOCX_BYTES }),
      await call('DELETE', `/api/contracts/${contract._id}`, w.member),
      await call('GET', `/api/contracts/${contract._id}/download`, w.member),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: API_MSG.forbidden });
    }
    expect(await footprint(t)).toEqual(before);
    const after = (await call('GET', `/api/contracts/${contract._id}`, w.member)).json();
    expect(after).toMatchObject({
      name: contract.name,
      documentKey: contract.documentKey,
      status: 'expired',
    });
  });

  it('lets an admin do all of it', async () => {
    expect((await call('GET', `/api/contracts/${contract._id}/download`, w.admin)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/contracts/${contract._id}`, w.admin, { status: 'terminated' })).statusCode,
    ).toBe(200);
    expect(
      (await replaceDocument(t, w.admin, contract._id, { filename: 'swap.docx', data: DOCX_BYTES }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/contracts/${contract._id}`, w.admin)).statusCode).toBe(204);
  });

  it('answers 401 to every call without a session', async () => {
    const anonymous = {} as Headers;
    const id = contract._id;
    const answers = [
      await call('GET', '/api/contracts', anonymous),
      await call('GET', `/api/contracts/${id}`, anonymous),
      await upload(t, anonymous, { metadata: individualMetadata(w.property(0).id) }),
      await call('PUT', `/api/contracts/${id}`, anonymous, { status: null }),
      await replaceDocument(t, anonymous, id, { filename: 'a.docx', data: DOCX_BYTES }),
      await call('DELETE', `/api/contracts/${id}`, anonymous),
      await call('GET', `/api/contracts/${id}/view`, anonymous),
      await call('GET', `/api/contracts/${id}/download`, anonymous),
    ];
    for (const res of answers) expect(res.statusCode).toBe(401);
  });
});
