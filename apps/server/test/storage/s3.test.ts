import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type S3Peer, startS3Peer } from './s3rver-peer.ts';
import { describeStorageContract, failingStream, readAll, streamOf } from './storage-contract.ts';

let peer: S3Peer;

beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(async () => {
  await peer?.close();
});

const noCleanup = async () => {};

// Each case gets its own bucket, so cases never see each other's objects.
describeStorageContract('S3', async () => ({
  storage: peer.storage(await peer.createBucket()),
  cleanup: noCleanup,
}));
describeStorageContract('S3 with S3_PREFIX', async () => ({
  storage: peer.storage(await peer.createBucket(), { prefix: 'keydate' }),
  cleanup: noCleanup,
}));

describe('S3 storage', () => {
  it('keeps every key under S3_PREFIX and lists them without it', async () => {
    const bucket = await peer.createBucket();
    const tenantA = peer.storage(bucket, { prefix: 'tenant-a' });
    await tenantA.put('ws-1/lease.pdf', streamOf('a'), { contentType: 'application/pdf' });

    expect(await tenantA.list('')).toEqual(['ws-1/lease.pdf']);
    expect(await peer.storage(bucket).list('')).toEqual(['tenant-a/ws-1/lease.pdf']);
    expect(await peer.storage(bucket, { prefix: '/tenant-a/' }).exists('ws-1/lease.pdf')).toBe(true);
    const tenantB = peer.storage(bucket, { prefix: 'tenant-b' });
    expect(await tenantB.list('')).toEqual([]);
    expect(await tenantB.get('ws-1/lease.pdf')).toBeUndefined();
  });

  // s3rver makes its continuation tokens with DES, which OpenSSL 3 refuses, so the pages here are
  // canned: what is checked is that each token is sent back and every page is kept.
  it('follows list pages to the end', async () => {
    const pages = [
      {
        Contents: [{ Key: 'keydate/ws-1/d' }, { Key: 'keydate/ws-1/c' }],
        IsTruncated: true,
        NextContinuationToken: 't1',
      },
      { Contents: [{ Key: 'keydate/ws-1/b' }], IsTruncated: true, NextContinuationToken: 't2' },
      { Contents: [{ Key: 'keydate/ws-1/a' }], IsTruncated: false },
    ];
    const asked: unknown[] = [];
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async (command) => {
      expect(command).toBeInstanceOf(ListObjectsV2Command);
      asked.push(command.input);
      return pages[asked.length - 1];
    });
    try {
      const storage = peer.storage('paged', { prefix: 'keydate' });
      expect(await storage.list('ws-1/')).toEqual(['ws-1/a', 'ws-1/b', 'ws-1/c', 'ws-1/d']);
    } finally {
      send.mockRestore();
    }
    expect(asked).toEqual([
      { Bucket: 'paged', Prefix: 'keydate/ws-1/', ContinuationToken: undefined },
      { Bucket: 'paged', Prefix: 'keydate/ws-1/', ContinuationToken: 't1' },
      { Bucket: 'paged', Prefix: 'keydate/ws-1/', ContinuationToken: 't2' },
    ]);
  });

  it('sends a large body in parts and reads it back whole', async () => {
    const bucket = await peer.createBucket();
    const storage = peer.storage(bucket);
    const bytes = Buffer.alloc(11 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const before = peer.requests.length;

    expect(await storage.put('ws-1/big.pdf', streamOf(bytes), { contentType: 'application/pdf' })).toEqual({
      size: bytes.length,
    });
    const sent = peer.requests.slice(before);
    expect(sent.filter((r) => r.startsWith('PUT ') && r.includes('partNumber='))).toHaveLength(3);

    const stored = await storage.get('ws-1/big.pdf');
    expect(stored?.size).toBe(bytes.length);
    expect((await readAll(stored?.body ?? streamOf(''))).equals(bytes)).toBe(true);
  });

  it('aborts the multipart upload when the body fails after the first part', async () => {
    const bucket = await peer.createBucket();
    const storage = peer.storage(bucket);
    const failure = new Error('client went away');
    const before = peer.requests.length;

    await expect(
      storage.put('ws-1/big.pdf', failingStream(12 * 1024 * 1024, failure), {
        contentType: 'application/pdf',
      }),
    ).rejects.toBe(failure);
    const sent = peer.requests.slice(before);
    expect(sent.some((r) => r.startsWith('POST ') && r.includes('uploads'))).toBe(true);
    // s3rver cannot abort uploads itself (it answers 405), but the request is what S3 needs.
    expect(sent.some((r) => r.startsWith('DELETE ') && r.includes('uploadId='))).toBe(true);
    expect(await storage.list('')).toEqual([]);
  });

  it('fails loudly when the bucket does not exist', async () => {
    const storage = peer.storage('no-such-bucket');
    await expect(storage.get('ws-1/a.txt')).rejects.toThrow();
    await expect(storage.put('ws-1/a.txt', streamOf('a'), { contentType: 'text/plain' })).rejects.toThrow();
  });
});
