/**
 * Picks an option of an antd Select the way a person does: open the list, wait for the option,
 * click it. A click that did not open the list (the control re-rendered under it, e.g. while its
 * options were still loading) is repeated until the list is open: a condition, not a delay.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function pickSelectOption(combobox: HTMLElement, option: string | RegExp): Promise<void> {
  const found = await waitFor(() => {
    if (combobox.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(combobox);
    const matches = screen.getAllByText(option, { selector: '.ant-select-item-option-content' });
    return matches[matches.length - 1]!;
  });
  await userEvent.click(found);
}
