/**
 * useQueryData (a page's counts and option lists, given as a family's query options): one request
 * for a key, a new key cancels what still runs while the old data stays shown, reload asks again,
 * and a failure is kept as text.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { PageMemory, PageMemoryContext } from '@/hooks/pageMemory';
import { useQueryData } from '@/hooks/useQueryData';
import { renderWithProviders } from '../render';

interface Sent {
  key: string;
  signal: AbortSignal;
  answer: (value: string) => void;
  fail: (error: Error) => void;
}

let sent: Sent[] = [];
beforeEach(() => {
  sent = [];
});

/** A family's query whose load the test answers by hand. */
const countsQuery = (key: string) =>
  queryOptions({
    queryKey: ['test', 'counts', key],
    queryFn: ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        sent.push({ key, signal, answer: resolve, fail: reject });
      }),
  });

function Counts() {
  const [key, setKey] = useState('a');
  const counts = useQueryData(countsQuery(key));
  return (
    <>
      <button onClick={() => setKey('b')}>b</button>
      <button onClick={() => setKey('c')}>c</button>
      <button onClick={counts.reload}>reload</button>
      <p data-testid="state">{`${counts.loading ? 'loading ' : ''}${counts.error ?? counts.data ?? ''}`}</p>
    </>
  );
}

const state = () => screen.getByTestId('state');

describe('useQueryData', () => {
  it('asks once for its key and shows the answer', async () => {
    renderWithProviders(<Counts />);
    await waitFor(() => expect(sent.map((request) => request.key)).toEqual(['a']));
    act(() => sent[0].answer('12 in a'));
    await waitFor(() => expect(state().textContent).toBe('12 in a'));
    expect(sent).toHaveLength(1);
    expect(sent[0].signal.aborted).toBe(false);
  });

  it('cancels the request of a key no longer wanted, keeps the old data shown meanwhile, and reloads on demand', async () => {
    renderWithProviders(<Counts />);
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0].answer('first'));
    await waitFor(() => expect(state()).toHaveTextContent('first'));
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    fireEvent.click(screen.getByRole('button', { name: 'c' }));
    expect(sent.map((request) => request.key)).toEqual(['a', 'b', 'c']);
    expect(sent[1].signal.aborted).toBe(true);
    expect(sent[2].signal.aborted).toBe(false);
    expect(state()).toHaveTextContent('loading first');
    act(() => sent[2].answer('third'));
    await waitFor(() => expect(state().textContent).toBe('third'));
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(sent).toHaveLength(4);
    act(() => sent[3].fail(new Error('服务器开小差了')));
    await waitFor(() => expect(state()).toHaveTextContent('服务器开小差了'));
  });
});

describe('useQueryData in kept-alive tabs (the query cache and the page memory)', () => {
  function Tab({ memory }: { memory: PageMemory }) {
    return (
      <PageMemoryContext.Provider value={memory}>
        <Counts />
      </PageMemoryContext.Provider>
    );
  }

  it('shows a tab its data at once when it mounts again, asking nothing within 60 s; a new tab (or a Refresh) asks again, showing the cached answer meanwhile', async () => {
    const memory = new PageMemory();
    const first = renderWithProviders(<Tab memory={memory} />);
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0].answer('12 in a'));
    await waitFor(() => expect(state().textContent).toBe('12 in a'));
    first.unmount();

    const again = renderWithProviders(<Tab memory={memory} />);
    expect(state().textContent).toBe('12 in a');
    expect(sent).toHaveLength(1);
    again.unmount();

    renderWithProviders(<Tab memory={new PageMemory()} />);
    expect(state().textContent).toBe('12 in a');
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => sent[1].answer('13 in a'));
    await waitFor(() => expect(state().textContent).toBe('13 in a'));
  });
});
