/** Page tests of exports: answers the reason dialog an export with full personal columns asks (personal.export). */
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { expect } from 'vitest';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

/** Waits for the export's reason dialog, picks `reason`, confirms with the button named `ok`. */
export async function giveExportReason(reason: string, ok: RegExp): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(/导出完整个人信息|Export full personal data/);
  await userEvent.click(within(dialog).getByRole('radio', { name: reason }));
  await userEvent.click(within(dialog).getByRole('button', { name: ok }));
}
