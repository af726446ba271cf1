/**
 * The few browser side effects the request layer triggers, behind one object so tests can
 * observe them (jsdom cannot reload a page).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  setTimeout(callback: () => void, ms: number): void {
    window.setTimeout(callback, ms);
  },
};
