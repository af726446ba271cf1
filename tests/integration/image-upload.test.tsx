/**
 * The upload dialog against the mock backend: local checks (size, type) before anything is
 * sent, the upload call and its toasts, Escape. jsdom has no canvas, so crop mode uploads the
 * file as chosen (the crop itself is unit-tested as geometry in tests/unit/image-upload-rules).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { tokenFor, uploadedFileRows, withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db';
import { sysPaths } from '@/api/sys';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ImageUpload, type ImageUploadProps } from '@/components/ImageUpload';
import { renderWithProviders } from '../render';
import { withNodeFileApis } from '../nodeFileApis';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, applyAccept: false });

function uploadRequests(): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(sysPaths.uploadFile)) seen.push(request.method);
  });
  return seen;
}

function open(props: Partial<ImageUploadProps> = {}) {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderWithProviders(<ImageUpload open onClose={onClose} onUploaded={onUploaded} {...props} />);
  return { onClose, onUploaded };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Leading bytes of real files (what the widget judges a file by). */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0];
const PDF_HEAD = Array.from('%PDF-1.7\n', (char) => char.charCodeAt(0));
const HTML = Array.from('<!doctype html><html><script>alert(document.cookie)</script></html>', (char) => char.charCodeAt(0));

/** A file of `size` bytes starting with `head` (a PNG unless told), named and typed as given. */
function file(name: string, type: string, size: number, head: number[] = PNG_HEAD): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** The Content-Type and file name of the multipart part each upload carried. */
function uploadedParts(): { type: string | null; name: string | null }[] {
  const seen: { type: string | null; name: string | null }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.endsWith(sysPaths.uploadFile)) return;
    void request
      .clone()
      .text()
      .then((body) => seen.push({ type: /\r\nContent-Type: ([^\r]+)/.exec(body)?.[1] ?? null, name: /filename="([^"]*)"/.exec(body)?.[1] ?? null }));
  });
  return seen;
}

withFreshMockDb();
// The mock judges uploads by their bytes: send real ones (see tests/nodeFileApis.ts).
withNodeFileApis();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
  // jsdom has no canvas; answer as a browser without one would (and keep jsdom quiet).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return () => removeToken();
});

describe('the upload dialog', () => {
  it('shows one local-upload tab, the drop area and the multi-file hint', async () => {
    open({ multiple: true });
    expect(await screen.findByRole('tab', { name: '本地上传' })).toBeInTheDocument();
    expect(screen.getByText('将文件拖到此处，或点击选择文件')).toBeInTheDocument();
    expect(screen.getByText('单个文件最大 30M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /上\s*传/ })).toBeDisabled();
  });

  it('refuses a file over the size cap with the limit in KB and sends nothing', async () => {
    const requests = uploadRequests();
    open({ maxSizeKb: 1 });
    await userEvent.upload(fileInput(), file('big.png', 'image/png', 2048));
    expect(await screen.findByText('文件大小不能超过 1KB')).toBeInTheDocument();
    expect(screen.queryByText('big.png')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('refuses a file whose kind matches no allowed entry, in English too', async () => {
    await i18n.changeLanguage('en');
    open({ accept: ['png', 'jpeg'] });
    await userEvent.upload(fileInput(), file('report.pdf', 'application/pdf', 10, PDF_HEAD));
    expect(await screen.findByText('File format error')).toBeInTheDocument();
    expect(screen.queryByText('report.pdf')).not.toBeInTheDocument();
  });

  it.each([
    ['an image field (crop mode)', { crop: true }],
    ['a configured image list', { accept: ['image/png', 'image/jpeg', 'image/jpg'] }],
    ['no list at all', {}],
  ] as const)('judges by content in %s: an HTML page renamed photo.png is refused and nothing is sent', async (_label, props) => {
    const requests = uploadRequests();
    open(props);
    await userEvent.upload(fileInput(), file('photo.png', 'image/png', 300, HTML));
    expect(await screen.findByText('文件格式错误')).toBeInTheDocument();
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /上\s*传/ })).toBeDisabled();
    expect(requests).toEqual([]);
  });

  it('an image field refuses a real PDF even when it is named and typed as a PNG', async () => {
    open({ crop: true });
    await userEvent.upload(fileInput(), file('face.png', 'image/png', 300, PDF_HEAD));
    expect(await screen.findByText('文件格式错误')).toBeInTheDocument();
    expect(screen.queryByText('face.png')).not.toBeInTheDocument();
  });

  it('accepts a real PNG named notes.txt and sends it as what it is: image/png, notes.png', async () => {
    const parts = uploadedParts();
    const { onUploaded } = open({ accept: ['image/'] });
    await userEvent.upload(fileInput(), file('notes.txt', 'text/plain', 300));
    expect(await screen.findByText('notes.txt')).toBeInTheDocument();
    expect(screen.queryByText('文件格式错误')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /上\s*传/ }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(parts).toHaveLength(1));
    expect(parts[0]).toEqual({ type: 'image/png', name: 'notes.png' });
    // The mock, which judges by content too, stored it as a PNG.
    expect(uploadedFileRows()).toEqual([expect.objectContaining({ name: 'notes.png', kind: 'png', size: 300 })]);
  });

  it('lists an accepted file and sends it to /sys/uploadFile only when Upload is pressed', async () => {
    const requests = uploadRequests();
    // Crop mode: without canvas the image goes up as chosen.
    const { onUploaded, onClose } = open({ crop: true });
    await userEvent.upload(fileInput(), file('face.png', 'image/png', 300));
    expect(await screen.findByText('face.png')).toBeInTheDocument();
    expect(requests).toEqual([]);
    const upload = screen.getByRole('button', { name: /上\s*传/ });
    await Promise.all([userEvent.click(upload), userEvent.click(upload)]);
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(requests).toEqual(['POST']);
    expect(uploadedFileRows()).toHaveLength(1);
    const stored = uploadedFileRows()[0];
    expect(stored).toMatchObject({ name: 'face.png', kind: 'png', size: 300 });
    expect(onUploaded).toHaveBeenCalledWith([{ filePath: `/api/sys/file/${stored?.key}`, fileId: stored?.fileId }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says "upload failed" when the server refuses, keeps the file and can retry', async () => {
    const requests = uploadRequests();
    mockServer.use(
      http.post(`*${sysPaths.uploadFile}`, () => HttpResponse.json({ code: 40001, success: false, data: null, error: '存储空间已满' }), { once: true }),
    );
    const { onUploaded, onClose } = open();
    await userEvent.upload(fileInput(), file('face.png', 'image/png', 300));
    const upload = await screen.findByRole('button', { name: /上\s*传/ });
    await userEvent.click(upload);
    expect(await screen.findByText('上传失败')).toBeInTheDocument();
    expect(await screen.findByText('存储空间已满')).toBeInTheDocument();
    expect(screen.getByText('face.png')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(upload);
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(requests).toEqual(['POST', 'POST']);
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('uploads several files one by one and answers all their results', async () => {
    const requests = uploadRequests();
    const { onUploaded } = open({ multiple: true, accept: ['image/'] });
    await userEvent.upload(fileInput(), [file('a.png', 'image/png', 10), file('b.jpg', 'image/jpeg', 10, JPEG_HEAD)]);
    expect(await screen.findByText('a.png')).toBeInTheDocument();
    expect(screen.getByText('b.jpg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /上\s*传/ }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(requests).toEqual(['POST', 'POST']);
    expect(onUploaded.mock.calls[0]?.[0]).toHaveLength(2);
    expect(uploadedFileRows()).toHaveLength(2);
  });

  it('closes on Escape', async () => {
    const { onClose } = open();
    await screen.findByRole('tab', { name: '本地上传' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
