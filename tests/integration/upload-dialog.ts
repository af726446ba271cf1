/** Choosing a picture in the upload dialog (components/ImageUpload) and uploading it, as a person would. */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A PNG's signature and header start: enough for the upload's type sniffing. */
export function pngBytes(): Uint8Array<ArrayBuffer> {
  const png = new Uint8Array(300);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return png;
}

/** Waits for the open dialog's file input, picks `name` (a PNG) and presses Upload. */
export async function uploadPng(userEvent: UserEvent, name = 'room.png'): Promise<void> {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  await userEvent.upload(input, new File([pngBytes()], name, { type: 'image/png' }));
  await userEvent.click(await screen.findByRole('button', { name: /上\s*传/ }));
}
