/**
 * What a part of the screen showed over a stretch of a test: every distinct value of `read`
 * after each change of the document, from now on. For tests that prove something never
 * appeared, say a late answer: they do what would have shown it, then something after it whose
 * result they wait for, and look at everything shown in between.
 *
 * @example
 *   const periods = screenHistory(() => screen.queryByTestId('dashboard-period')?.textContent ?? null);
 *   ...
 *   expect(periods.values).not.toContain(stalePeriod);
 *   periods.stop();
 */
export function screenHistory(read: () => string | null): { values: string[]; stop: () => void } {
  const values: string[] = [];
  const note = () => {
    const value = read();
    if (value !== null && values.at(-1) !== value) values.push(value);
  };
  note();
  const observer = new MutationObserver(note);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { values, stop: () => observer.disconnect() };
}
