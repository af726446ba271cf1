/**
 * A row action of a list (components/DataTable/RowActions) found the way a person finds it: a link
 * in the row named by its text, else an entry of the row's "更多" menu (opened for it).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function rowAction(row: HTMLElement, label: string): Promise<HTMLElement> {
  const inRow = within(row).queryByRole('button', { name: label }) ?? within(row).queryByRole('link', { name: label });
  if (inRow) return inRow;
  await userEvent.click(within(row).getByRole('button', { name: '更多' }));
  // The menu opened last (a closed one of another row may still be in the document).
  const items = await screen.findAllByRole('menuitem', { name: label });
  const item = items[items.length - 1]!;
  return item.querySelector<HTMLElement>('a') ?? item;
}
