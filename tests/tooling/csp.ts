/**
 * The Content-Security-Policy of the app, and the Vite plugin that sends it from `npm run dev`
 * and `npm run preview` (and so from the e2e and bench hosts, which run `vite preview`).
 * A deployment sends the same header (README, "Deployment and security").
 *
 * What the app needs, and why each source is there:
 * - scripts only from its own origin, no inline script, no eval. In dev, Vite injects an inline
 *   React-Refresh preamble into index.html: the dev server gives every inline script a nonce
 *   (Vite's `html.cspNonce`, random per dev-server start) and the dev policy allows that nonce;
 * - styles only from itself, no inline ones: antd's run-time CSS (cssinjs) goes through adopted
 *   style sheets (src/patches/dynamicCSS.ts), `style` attributes are written through the CSSOM
 *   (React, the charts, rc-input by the build's patch), the boot screen's CSS is a file; a theme's
 *   hosted stylesheet comes from the API base (layout/ThemeStylesheet). The dev server alone allows
 *   inline styles: Vite injects each module's CSS there as a `<style>` element;
 * - images from itself (uploaded files come from the API base behind the same origin), `data:`
 *   (small images inlined by the build) and `blob:` (the cropper's preview of a chosen file);
 * - connections to itself: the API, the chat service (`VITE_CHAT_BASE`) and the maps service (`VITE_MAP_BASE`) are proxied under
 *   the same origin; CSP 3 lets 'self' cover ws:/wss: to the same host for the chat socket and
 *   Vite's HMR socket. An API or chat service on another origin adds that origin (and its ws
 *   counterpart) to connect-src, and the origin to img-src, media-src and style-src (a theme's stylesheet);
 * - media from itself and `blob:` (the chat's voice messages);
 * - everything else (fonts, workers, frames, manifests) only from itself, by default-src;
 * - no plugins (object-src 'none'), no <base> elsewhere, forms post only to itself, and no page
 *   may frame the app (frame-ancestors 'none': clickjacking).
 */
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export interface CspOptions {
  /** Dev only: the nonce Vite puts on the inline scripts it injects into index.html. */
  nonce?: string;
  /** Dev only: inline styles (Vite's dev server injects CSS as `<style>` elements). */
  inlineStyles?: boolean;
  /** Extra origins the app talks to (an API or chat service on another origin). */
  origins?: readonly string[];
  /** Origins the app only fetches from (the maps service on another origin): connect-src alone. */
  connectOnly?: readonly string[];
}

/** `https://api.example.com/x` -> ['https://api.example.com', 'wss://api.example.com']; a relative base -> []. */
export function originsOf(base: string | undefined): string[] {
  if (!base || !/^https?:\/\//i.test(base)) return [];
  const origin = new URL(base).origin;
  return [origin, origin.replace(/^http/i, 'ws')];
}

/** The policy as one header value. */
export function contentSecurityPolicy({ nonce, inlineStyles = false, origins = [], connectOnly = [] }: CspOptions = {}): string {
  const http = origins.filter((origin) => /^https?:/i.test(origin));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    ['style-src', "'self'", ...(inlineStyles ? ["'unsafe-inline'"] : []), ...http],
    ['img-src', "'self'", 'data:', 'blob:', ...http],
    ['connect-src', "'self'", ...origins, ...connectOnly],
    ['media-src', "'self'", 'blob:', ...http],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** A fresh nonce for one dev-server run. */
export function devNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * Sends the policy on every answer of the dev and preview servers (pages, assets, the proxied
 * API and uploaded files alike: a stored file opened on its own gets no script either).
 */
export function cspPlugin(options: { devNonce?: string; origins?: readonly string[]; connectOnly?: readonly string[] }): Plugin {
  const devPolicy = contentSecurityPolicy({ nonce: options.devNonce, inlineStyles: true, origins: options.origins, connectOnly: options.connectOnly });
  const previewPolicy = contentSecurityPolicy({ origins: options.origins, connectOnly: options.connectOnly });
  return {
    name: 'agency:content-security-policy',
    configureServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', devPolicy);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', previewPolicy);
        next();
      });
    },
  };
}
