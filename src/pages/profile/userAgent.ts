/** A short, readable summary of a login's user agent: "Chrome 125 · Windows". */

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Windows', /Windows NT/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/i],
];

export interface AgentSummary {
  /** Browser and major version, or the agent's first product token; '' when unknown. */
  browser: string;
  /** Operating system, '' when unknown. */
  os: string;
}

export function summarizeUserAgent(userAgent: string): AgentSummary {
  const agent = userAgent.trim();
  const os = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0] ?? '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) return { browser: `${name} ${match[1]}`, os };
  }
  // Not a known browser: the last product token that is not Mozilla/AppleWebKit/Gecko (e.g. jsdom/29, curl/8.5).
  const tokens = agent.match(/[A-Za-z][\w.-]*\/[\w.]+/g) ?? [];
  const product = tokens.filter((token) => !/^(Mozilla|AppleWebKit|Gecko|KHTML|Safari)\//i.test(token)).at(-1) ?? '';
  return { browser: product, os };
}
