/**
 * The one mutation-with-confirm (hooks/useConfirmedMutation): the prompt, cancel sends nothing,
 * OK sends once with the row busy, a second click on a busy row sends nothing while another row
 * runs, the success message, a failure keeps the row and says the catalogue's words, onDone only
 * after a success. The request is a promise the test settles, so nothing depends on timing.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { ApiError } from '@/api/errors';
import { useConfirmedMutation, type Mutation } from '@/hooks/useConfirmedMutation';
import { renderWithProviders } from '../render';

interface Sent {
  row: number;
  options: { silent: true };
  settle: (answer: string) => void;
  fail: (error: unknown) => void;
}

function setup(extra: Partial<Mutation<string>> = {}) {
  const sent: Sent[] = [];
  const onDone = vi.fn();
  const onError = vi.fn();
  /** What each run resolved to (true: it succeeded). */
  const outcomes: boolean[] = [];
  const mutate = (row: number) => (options: { silent: true }) =>
    new Promise<string>((resolve, reject) => sent.push({ row, options, settle: resolve, fail: reject }));
  function Rows() {
    const mutation = useConfirmedMutation();
    return (
      <>
        {[1, 2].map((row) => (
          <Button
            key={row}
            loading={mutation.isBusy(row)}
            onClick={() =>
              void mutation
                .run({
                  key: row,
                  confirm: { title: `Delete row ${row}?`, content: 'It goes for good.', okText: 'Delete it', cancelText: 'Keep it', danger: true },
                  mutate: mutate(row),
                  success: (answer) => `Deleted ${answer}`,
                  onDone,
                  onError,
                  ...extra,
                })
                .then((succeeded) => outcomes.push(succeeded))
            }
          >
            {`delete ${row}`}
          </Button>
        ))}
      </>
    );
  }
  renderWithProviders(<Rows />);
  return { sent, onDone, onError, outcomes };
}

const rowButton = (row: number) => screen.getByRole('button', { name: new RegExp(`delete ${row}`) });
const titles = (row: number) => screen.queryAllByText(`Delete row ${row}?`, { selector: '.ant-modal-confirm-title' });
/** The newest dialog asking about the row (closed ones of earlier steps may linger in the document). */
const dialog = async (row: number) =>
  (await screen.findAllByText(`Delete row ${row}?`, { selector: '.ant-modal-confirm-title' })).at(-1)!.closest('.ant-modal-confirm') as HTMLElement;

describe('useConfirmedMutation', () => {
  it('asks first with the texts given, the OK button red; cancel sends nothing', async () => {
    const { sent, onDone, outcomes } = setup();
    fireEvent.click(rowButton(1));
    const box = await dialog(1);
    expect(within(box).getByText('It goes for good.')).toBeInTheDocument();
    const ok = within(box).getByRole('button', { name: 'Delete it' });
    expect(ok.className).toContain('ant-btn-dangerous');
    fireEvent.click(within(box).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(outcomes).toEqual([false]));
    expect(sent).toHaveLength(0);
    // Asked again and confirmed: exactly one request, so the cancelled one sent nothing.
    fireEvent.click(rowButton(1));
    await waitFor(() => expect(titles(1)).toHaveLength(2));
    fireEvent.click(within(await dialog(1)).getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('OK sends once (silent), the row busy; a click on the busy row sends nothing, another row runs; success says so and calls onDone', async () => {
    const { sent, onDone, outcomes } = setup();
    fireEvent.click(rowButton(1));
    fireEvent.click(within(await dialog(1)).getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ row: 1, options: { silent: true } });
    await waitFor(() => expect(rowButton(1).className).toContain('ant-btn-loading'));
    expect(rowButton(2).className).not.toContain('ant-btn-loading');

    // The same row again while it runs: no dialog, no request.
    const asked = titles(1).length;
    fireEvent.click(rowButton(1));
    expect(titles(1)).toHaveLength(asked);

    // Another row runs meanwhile.
    fireEvent.click(rowButton(2));
    fireEvent.click(within(await dialog(2)).getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((request) => request.row)).toEqual([1, 2]);
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => sent[0].settle('row one'));
    expect(await screen.findByText('Deleted row one')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith('row one');
    await waitFor(() => expect(rowButton(1).className).not.toContain('ant-btn-loading'));
    expect(rowButton(2).className).toContain('ant-btn-loading');
    await act(async () => sent[1].settle('row two'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    // The busy row's second click ran nothing (its spinning button takes no click); both runs succeeded.
    expect(outcomes).toEqual([true, true]);
  });

  it('a failure shows the error catalogue’s words, frees the row and calls onError, not onDone', async () => {
    const { sent, onDone, onError, outcomes } = setup();
    fireEvent.click(rowButton(1));
    fireEvent.click(within(await dialog(1)).getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const refusal = new ApiError({ kind: 'business', code: 2030001, serverMessage: 'The row is in use', path: '/x' });
    await act(async () => sent[0].fail(refusal));
    expect(await screen.findByText('The row is in use')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(refusal);
    await waitFor(() => expect(rowButton(1).className).not.toContain('ant-btn-loading'));
    expect(screen.queryByText(/Deleted/)).not.toBeInTheDocument();
    expect(outcomes).toEqual([false]);
  });

  it('without a prompt it runs at once; a cancelled request shows nothing; showError replaces the toast', async () => {
    const showError = vi.fn();
    const { sent, onDone, onError } = setup({ confirm: undefined, showError });
    // Two clicks in one tick (before the spinner renders): the helper itself sends one request.
    fireEvent.click(rowButton(1));
    fireEvent.click(rowButton(1));
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => sent[0].fail(new ApiError({ kind: 'cancelled', path: '/x' })));
    await waitFor(() => expect(rowButton(1).className).not.toContain('ant-btn-loading'));
    expect(showError).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();

    fireEvent.click(rowButton(1));
    await waitFor(() => expect(sent).toHaveLength(2));
    await act(async () => sent[1].fail(new ApiError({ kind: 'business', code: 2030001, serverMessage: 'No seat left', path: '/x' })));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('No seat left', expect.any(ApiError)));
    expect(screen.queryByText('No seat left')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('holdWhileAsking: the row is busy from the prompt on; cancel frees it and sends nothing', async () => {
    const { sent, outcomes } = setup({ holdWhileAsking: true });
    fireEvent.click(rowButton(1));
    const box = await dialog(1);
    await waitFor(() => expect(rowButton(1).className).toContain('ant-btn-loading'));
    fireEvent.click(within(box).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(rowButton(1).className).not.toContain('ant-btn-loading'));
    expect(outcomes).toEqual([false]);
    expect(sent).toHaveLength(0);
  });

  it('runBatch: one prompt, the progress in it, each row counted; one summary of done, failed (first reason) and skipped; declined sends nothing', async () => {
    const sent: Sent[] = [];
    const onDone = vi.fn();
    const counts: number[] = [];
    function Batch() {
      const mutation = useConfirmedMutation();
      return (
        <Button
          loading={mutation.isBusy('batch')}
          onClick={() =>
            void mutation
              .runBatch({
                key: 'batch',
                items: [1, 2, 3],
                skipped: 1,
                confirm: { title: 'Delete 4 rows?', okText: 'Delete them', cancelText: 'Keep them', danger: true },
                call: (row, options) => new Promise((resolve, reject) => sent.push({ row, options, settle: resolve, fail: reject })),
                texts: {
                  progress: (done, total) => `Working ${done}/${total}`,
                  done: (count) => `${count} deleted`,
                  failed: (count, reason) => `${count} failed: ${reason}`,
                  skipped: (count) => `${count} skipped`,
                },
                onDone,
              })
              .then((count) => counts.push(count))
          }
        >
          batch
        </Button>
      );
    }
    renderWithProviders(<Batch />);
    const ask = async () => {
      fireEvent.click(screen.getByRole('button', { name: /batch/ }));
      return (await screen.findAllByText('Delete 4 rows?', { selector: '.ant-modal-confirm-title' })).at(-1)!.closest('.ant-modal-confirm') as HTMLElement;
    };
    fireEvent.click(within(await ask()).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(counts).toEqual([0]));
    expect(sent).toHaveLength(0);

    const box = await ask();
    fireEvent.click(within(box).getByRole('button', { name: 'Delete them' }));
    await waitFor(() => expect(sent.map((request) => request.row)).toEqual([1, 2, 3]));
    expect(sent.every((request) => request.options.silent)).toBe(true);
    expect(within(box).getByRole('status')).toHaveTextContent('Working 0/3');
    expect(within(box).getByRole('button', { name: 'Keep them' })).toBeDisabled();
    await act(async () => sent[0].settle('ok'));
    await waitFor(() => expect(within(box).getByRole('status')).toHaveTextContent('Working 1/3'));
    await act(async () => sent[1].fail(new ApiError({ kind: 'business', code: 2030001, serverMessage: 'Row 2 is in use', path: '/x' })));
    await act(async () => sent[2].settle('ok'));
    expect(await screen.findByText('2 deleted；1 failed: Row 2 is in use；1 skipped')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith([1, 3]);
    expect(counts).toEqual([0, 2]);
  });
});
