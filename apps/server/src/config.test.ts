import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults for one machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BRAND_NAME).toBe('Keydate');
    expect(config.PARTNER_NAME).toBeUndefined();
  });

  it('derives APP_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '4100' }).APP_URL).toBe('http://localhost:4100');
    expect(loadConfig({ APP_URL: 'https://keydate.example.com/' }).APP_URL).toBe(
      'https://keydate.example.com',
    );
  });

  it('sweeps documents every 10 minutes unless told otherwise, in minutes up to a day', () => {
    expect(loadConfig({}).DOCUMENT_SWEEP_MINUTES).toBe(10);
    expect(loadConfig({ DOCUMENT_SWEEP_MINUTES: '0.5' }).DOCUMENT_SWEEP_MINUTES).toBe(0.5);
    for (const bad of ['0', '-1', 'often', '1441']) {
      expect(() => loadConfig({ DOCUMENT_SWEEP_MINUTES: bad })).toThrow(/DOCUMENT_SWEEP_MINUTES/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every bad value', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOGIN_RATE_LIMIT: '-1' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must start with postgres://');
      expect(message).toContain('LOGIN_RATE_LIMIT');
    }
  });

  it('requires a shared SECRET_KEY with PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/keydate' })).toThrow(
      /SECRET_KEY is required/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/keydate', SECRET_KEY: 'short' })).toThrow(
      /at least 32/,
    );
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/keydate', SECRET_KEY: 'k'.repeat(32) });
    expect(config.SECRET_KEY).toHaveLength(32);
  });

  it('keeps documents on local disk unless S3_BUCKET is set', () => {
    const config = loadConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    expect(config.S3_PREFIX).toBe('');
  });

  it('reads an S3-compatible store', () => {
    const config = loadConfig({
      S3_BUCKET: 'keydate-docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'keydate/prod',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'keydate-docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'keydate/prod',
    });
    // On AWS the bucket alone is enough: credentials come from the SDK's chain.
    expect(loadConfig({ S3_BUCKET: 'keydate-docs' }).S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it('refuses half an S3 key pair', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set/,
    );
  });

  it('refuses S3 settings without S3_BUCKET, a bad endpoint and a bad prefix', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'keydate' })).toThrow(
      /S3_BUCKET is required with S3_ENDPOINT, S3_PREFIX/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX must not contain/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_PREFIX: 'a b' })).toThrow(/S3_PREFIX may contain only/);
  });
});
