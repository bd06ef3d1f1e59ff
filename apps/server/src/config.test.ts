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
});
