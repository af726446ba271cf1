/**
 * Driving the joint-hall chat window and the back-office API from Playwright pages, shared by
 * the real-browser tests (tests/e2e/chat.e2e.ts) and the bench (tests/bench/chatTimings.ts).
 * The window's hooks (data-testid …) are listed in docs/ARCHITECTURE.md, "Aunt messages and the joint-hall chat".
 */
import type { Locator, Page } from 'playwright-core';
import { config } from '@/config';

export async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === config.tokenCookieName)?.value;
  if (!token) throw new Error('the page has no session cookie');
  return token;
}

/** A back-office call as the page's user (set-up and look-ups; every step under test is clicked). */
export async function pageCall<T>(page: Page, appUrl: string, path: string, body: object, params = ''): Promise<{ data: T; total?: number }> {
  const token = await tokenOf(page);
  const response = await page.request.post(`${appUrl}${config.apiBase}${path}${params}`, { headers: { [config.tokenHeader]: token }, data: body });
  const envelope = (await response.json()) as { code: number; data: T; total?: number; error?: string };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.error ?? ''}`);
  return envelope;
}

export const pageApi = async <T>(page: Page, appUrl: string, path: string, body: object): Promise<T> => (await pageCall<T>(page, appUrl, path, body)).data;

/** The signed-in user's id. */
export async function userIdOf(page: Page, appUrl: string): Promise<number> {
  const token = await tokenOf(page);
  const info = await pageCall<{ userId: number }>(page, appUrl, '/user/getUserInfo', {}, `?token=${encodeURIComponent(token)}`);
  return info.data.userId;
}

export const chatWindow = (page: Page): Locator => page.getByTestId('chat-window');
export const conversation = (page: Page, userId: number): Locator => chatWindow(page).locator(`[data-testid="chat-conversation"][data-user-id="${userId}"]`);
export const bubbles = (page: Page, text: string): Locator => chatWindow(page).getByTestId('chat-message').filter({ hasText: text });

/**
 * The joint-hall unread count the top bar's bell shows, once the chat has loaded its
 * conversations (the bell carries it in data-unread from then on; before, there is nothing to read).
 */
export async function bellCount(page: Page): Promise<number> {
  const bell = page.locator('[data-testid="chat-bell"][data-unread]');
  await bell.waitFor();
  return Number(await bell.getAttribute('data-unread'));
}

/** Opens the chat window from the bell (when closed) and selects the conversation with `userId`. */
export async function openConversation(page: Page, userId: number): Promise<void> {
  if (!(await chatWindow(page).isVisible())) await page.getByTestId('chat-bell').click();
  await conversation(page, userId).click();
}

/** Types `text` into the open conversation and sends it with Enter. */
export async function sendText(page: Page, text: string): Promise<void> {
  const input = chatWindow(page).getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

export const connectionState = (page: Page): Promise<string | null> => chatWindow(page).getByTestId('chat-connection').getAttribute('data-state');
