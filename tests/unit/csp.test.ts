/** The Content-Security-Policy (tests/tooling/csp.ts) and the header README documents for deployment. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, devNonce, originsOf } from '../tooling/csp';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe('Content-Security-Policy', () => {
  it('README documents exactly the policy the preview server sends', () => {
    const documented = /^Content-Security-Policy: (.+)$/m.exec(readme)?.[1];
    expect(documented).toBe(contentSecurityPolicy());
  });

  it('allows scripts and styles only from the origin: no inline script or style, no eval; no framing, no plugins', () => {
    const directives = new Map(
      contentSecurityPolicy()
        .split('; ')
        .map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  });

  it("dev adds only its nonce to script-src, and inline styles (Vite's dev server injects CSS as <style> elements)", () => {
    const nonce = devNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(devNonce()).not.toBe(nonce);
    expect(contentSecurityPolicy({ nonce })).toBe(contentSecurityPolicy().replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`));
    expect(contentSecurityPolicy({ nonce, inlineStyles: true })).toBe(
      contentSecurityPolicy({ nonce }).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    );
  });

  it('an API or chat service on another origin is added (with its websocket form); a relative base adds nothing', () => {
    expect(originsOf('/api')).toEqual([]);
    expect(originsOf(undefined)).toEqual([]);
    expect(originsOf('https://chat.example.com/chat-api')).toEqual(['https://chat.example.com', 'wss://chat.example.com']);
    const policy = contentSecurityPolicy({ origins: originsOf('https://api.example.com/api') });
    expect(policy).toContain("connect-src 'self' https://api.example.com wss://api.example.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com;");
    // A theme's hosted stylesheet comes from the API base.
    expect(policy).toContain("style-src 'self' https://api.example.com;");
    expect(policy).toContain("script-src 'self';");
    // The maps service on another origin is only fetched from.
    const withMap = contentSecurityPolicy({ connectOnly: ['https://restapi.amap.com'] });
    expect(withMap).toContain("connect-src 'self' https://restapi.amap.com;");
    expect(withMap).toContain("img-src 'self' data: blob:;");
  });
});
