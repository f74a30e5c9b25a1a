import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('configuration', () => {
  it('works on a fresh machine with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', formRateLimit: 20, publicUrl: 'http://localhost:3000', trustProxy: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('stops with a message that names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ FORM_RATE_LIMIT: '0' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL is not a URL/);
    expect(() => loadConfig({ LEADS_TO: 'sales@x.de\r\nBcc: y@z.de' })).toThrow(/LEADS_TO must be an e-mail address/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it('drops a trailing slash from PUBLIC_URL, so links in mails have one slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.lotrecht.example/' }).publicUrl).toBe('https://www.lotrecht.example');
  });
});
