// Another workspace's contract answers 404 to every call, exactly like a missing or malformed id,
// and is left untouched.
import { API_MSG } from '@keydate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build-test-app.ts';
import {
  buildContractWorld,
  footprint,
  individualMetadata,
  replaceDocument,
  upload,
} from '../support/contracts.ts';
import { DOCX_BYTES } from '../support/documents.ts';

describe("another workspace's contracts", () => {
  let t: TestApp;
  let alpha: Awaited<ReturnType<typeof buildContractWorld>>;
  let beta: Awaited<ReturnType<typeof buildContractWorld>>;
  let betaContract: { _id: string; documentKey: string };

  beforeAll(async () => {
    t = await buildTestApp();
    alpha = await buildContractWorld(t, { properties: ['Alpha Grand'], vendor: 'Alpha Vendor' });
    beta = await buildContractWorld(t, { properties: ['Beta Bay'], vendor: 'Beta Vendor' });
    await upload(t, alpha.admin, {
      metadata: individualMetadata(alpha.property(0).id, { name: 'Alpha Linen' }),
    });
    betaContract = (
      await upload(t, beta.admin, {
        metadata: individualMetadata(beta.property(0).id, { name: 'Beta Linen' }),
      })
    ).json();
  });
  afterAll(() => t.close());

  it('never appear in either list form', async () => {
    for (const url of ['/api/contracts', '/api/contracts?page=1&q=linen']) {
      const res = (await t.app.inject({ method: 'GET', url, headers: alpha.admin })).json();
      const items = Array.isArray(res) ? res : res.items;
      expect(items.map((c: { name: string }) => c.name)).toEqual(['Alpha Linen']);
    }
  });

  it('answer 404 to every call, like a missing or malformed id', async () => {
    const before = await footprint(t);
    const ids = [betaContract._id, '00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1"];
    for (const raw of ids) {
      const id = encodeURIComponent(raw);
      const answers = [
        await t.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers: alpha.admin }),
        await t.app.inject({
          method: 'PUT',
          url: `/api/contracts/${id}`,
          headers: alpha.admin,
          payload: { status: 'terminated' },
        }),
        await t.app.inject({
          method: 'PUT',
          url: `/api/contracts/${id}`,
          headers: alpha.admin,
          payload: individualMetadata(alpha.property(0).id),
        }),
        await replaceDocument(t, alpha.admin, id, { filename: 'swap.docx', data: DOCX_BYTES }),
        await t.app.inject({ method: 'DELETE', url: `/api/contracts/${id}`, headers: alpha.admin }),
        await t.app.inject({ method: 'GET', url: `/api/contracts/${id}/view`, headers: alpha.admin }),
        await t.app.inject({ method: 'GET', url: `/api/contracts/${id}/download`, headers: alpha.admin }),
      ];
      for (const [index, res] of answers.entries()) {
        expect(res.statusCode, `call ${index} with ${raw}`).toBe(404);
        expect(res.json()).toEqual({ message: API_MSG.contractNotFound });
      }
    }
    expect(await footprint(t)).toEqual(before);
  });

  it('are left untouched by those attempts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${betaContract._id}`,
      headers: beta.member,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Beta Linen', documentKey: betaContract.documentKey });
    expect(res.json().status).not.toBe('terminated');
    expect(await t.storage.exists(betaContract.documentKey)).toBe(true);
  });

  it("do not show up through a filter on the other workspace's property or vendor", async () => {
    for (const query of [`propertyId=${beta.property(0).id}`, `vendorId=${beta.vendor.id}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/contracts?page=1&${query}`,
        headers: alpha.admin,
      });
      expect(res.json()).toMatchObject({ items: [], total: 0 });
    }
  });
});
