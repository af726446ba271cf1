/** The login log's browser summary and the vip plan helpers. */
import { describe, expect, it } from 'vitest';
import { summarizeUserAgent } from '@/pages/profile/userAgent';
import { currentPlanOf, featuresOf } from '@/pages/solution/plan';

describe('summarizeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36', 'Chrome 125', 'Windows'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0.1', 'Edge 124', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari 17', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49', 'WeChat 8', 'iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0', 'Firefox 126', 'Linux'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36', 'Chrome 125', 'Android'],
    ['Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/29.1.1', 'jsdom/29.1.1', 'Linux'],
    ['curl/8.5.0', 'curl/8.5.0', ''],
    ['', '', ''],
  ])('%s', (agent, browser, os) => {
    expect(summarizeUserAgent(agent)).toEqual({ browser, os });
  });
});

describe('vip plan helpers', () => {
  it('splits the description into features by line or semicolon', () => {
    expect(featuresOf('阿姨库\n 订单跟进 ;财务；\n\n')).toEqual(['阿姨库', '订单跟进', '财务']);
    expect(featuresOf('')).toEqual([]);
  });

  it('finds the plan the server marks as current', () => {
    const plan = { solutionId: 1, solutionName: 'a', price: 1, days: 1, maxUserCount: 1, description: '' };
    expect(currentPlanOf([plan, { ...plan, solutionId: 2, isCurrent: 1 }])?.solutionId).toBe(2);
    expect(currentPlanOf([plan])).toBeUndefined();
  });
});
