/**
 * Uploads and file reads of the mock backend, as an attacker or a careless user would try them:
 * files are judged by their bytes (not by name or declared type), served with a safe type that
 * the browser may not second-guess, readable only by the owning company (public resume photos
 * excepted), at addresses nobody can guess; records link only to this company's images.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sysPaths, type UploadResult } from '@/api/sys';
import { userPaths } from '@/api/user';
import * as auntApi from '@/api/aunt';
import * as recyclebinApi from '@/api/recyclebin';
import { blobStore } from '@/mocks/db/blobs';
import { postUnchecked } from '@/api/http';
import { removeToken, setToken } from '@/auth/token';
import { config } from '@/config';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { multipartFile, tokenFor, uploadedFileRows, withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';

withFreshMockDb();
beforeEach(() => removeToken());

const origin = () => window.location.origin;
const bytesOf = (text: string) => new TextEncoder().encode(text);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const PDF = bytesOf('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');

interface Envelope {
  code: number;
  error: string | null;
  data: UploadResult;
}

async function send(path: string, token: string | null, fileName: string, type: string, bytes: Uint8Array): Promise<Envelope> {
  const { body, contentType } = multipartFile(fileName, type, bytes);
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (token) headers[config.tokenHeader] = token;
  const response = await fetch(`${origin()}/api${path}`, { method: 'POST', headers, body });
  return (await response.json()) as Envelope;
}

async function uploaded(token: string, fileName: string, type: string, bytes: Uint8Array, path: string = sysPaths.uploadFile): Promise<UploadResult> {
  const envelope = await send(path, token, fileName, type, bytes);
  expect([envelope.code, envelope.error]).toEqual([200, null]);
  return envelope.data;
}

const read = (filePath: string, headers: Record<string, string> = {}) => fetch(`${origin()}${filePath}`, { headers });
const withToken = (token: string) => ({ [config.tokenHeader]: token });
const withCookie = (token: string) => ({ cookie: `theme=dark; ${config.tokenCookieName}=${token}` });

describe('what may be uploaded', () => {
  const refused: Array<[string, string, Uint8Array]> = [
    ['page.html', 'text/html', bytesOf('<!doctype html><script>fetch("/api/x?c="+document.cookie)</script>')],
    ['image.svg', 'image/svg+xml', bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>')],
    ['page.xhtml', 'application/xhtml+xml', bytesOf('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>')],
    ['app.js', 'text/javascript', bytesOf('alert(document.cookie)')],
    ['setup.exe', 'application/x-msdownload', Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])],
    ['prog', 'application/octet-stream', Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
    ['anim.gif', 'image/gif', bytesOf('GIF89a\x01\x00\x01\x00')],
    ['photo.webp', 'image/webp', bytesOf('RIFF\x10\x00\x00\x00WEBPVP8 ')],
    ['pic.bmp', 'image/bmp', bytesOf('BM\x3a\x00\x00\x00')],
    ['archive.zip', 'application/zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0])],
    ['notes.txt', 'text/plain', bytesOf('hello')],
    ['data.json', 'application/json', bytesOf('{"a":1}')],
    ['style.css', 'text/css', bytesOf('body{background:url(x)}')],
    ['lib.wasm', 'application/wasm', Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])],
    // Disguised: an image's name and type, a page's bytes.
    ['photo.png', 'image/png', bytesOf('<html><script>alert(1)</script></html>')],
    ['photo.jpg', 'image/jpeg', bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ];

  it.each(refused)('refuses %s (%s) by its content with "file format error", storing nothing', async (name, type, bytes) => {
    const token = tokenFor(ADMIN_ACCOUNT);
    const before = snapshot();
    const envelope = await send(sysPaths.uploadFile, token, name, type, bytes);
    expect([envelope.code, envelope.error]).toEqual([40001, '文件格式错误']);
    expect(snapshot()).toBe(before);
  });

  it('accepts images, PDFs and voice recordings by content whatever their name, and the mini-program upload images only', async () => {
    const token = tokenFor(ADMIN_ACCOUNT);
    const png = await uploaded(token, 'not-really.html', 'text/html', PNG);
    expect(getDb().files.at(-1)).toMatchObject({ fileId: png.fileId, kind: 'png', name: 'not-really.html', companyId: 1 });
    await uploaded(token, 'scan', 'application/octet-stream', PDF);
    await uploaded(token, 'voice.amr', 'audio/amr', bytesOf('#!AMR\n\x3c\x48'));
    await uploaded(token, 'licence.jpeg', 'image/jpeg', JPG, sysPaths.uploadFileMP);
    const pdfToMp = await send(sysPaths.uploadFileMP, token, 'licence.pdf', 'application/pdf', PDF);
    expect([pdfToMp.code, pdfToMp.error]).toEqual([40001, '文件格式错误']);
    expect(uploadedFileRows().map((row) => row.kind)).toEqual(['png', 'pdf', 'amr', 'jpg']);
  });

  it('refuses an upload without a session, and a request without a file', async () => {
    expect((await send(sysPaths.uploadFile, null, 'a.png', 'image/png', PNG)).code).toBe(50008);
    setToken(tokenFor(ADMIN_ACCOUNT));
    const missing = await failure(postUnchecked(sysPaths.uploadFile, {}, silent));
    expect([missing.code, missing.serverMessage]).toEqual([40001, '请选择要上传的文件']);
    expect(uploadedFileRows()).toHaveLength(0);
  });
});

describe('how files are served', () => {
  it('at a random address, never by the sequential id', async () => {
    const token = tokenFor(ADMIN_ACCOUNT);
    const first = await uploaded(token, 'a.png', 'image/png', PNG);
    const second = await uploaded(token, 'b.png', 'image/png', PNG);
    expect(first.filePath).toMatch(/^\/api\/sys\/file\/[0-9a-f]{32}$/);
    expect(second.filePath).not.toBe(first.filePath);
    expect(second.fileId).toBe(first.fileId + 1);
    expect((await read(`/api/sys/file/${first.fileId}`, withToken(token))).status).toBe(404);
  });

  it('images inline with their own type, everything else as a download; never sniffed, sandboxed', async () => {
    const token = tokenFor(ADMIN_ACCOUNT);
    const png = await uploaded(token, 'dot.html', 'text/html', PNG);
    const image = await read(png.filePath, withToken(token));
    expect(image.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'x-content-type-options', 'content-disposition', 'content-security-policy'].map((name) => [name, image.headers.get(name)]),
      ),
    ).toEqual({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': "inline; filename*=UTF-8''dot.html",
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const pdf = await uploaded(token, '合同.pdf', 'application/pdf', PDF);
    const download = await read(pdf.filePath, withToken(token));
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('only to a session of the owning company: by the token header or the token cookie an <img> sends', async () => {
    const png = await uploaded(tokenFor(ADMIN_ACCOUNT), 'a.png', 'image/png', PNG);
    expect((await read(png.filePath, withToken(tokenFor(STAFF_ACCOUNT)))).status).toBe(200);
    expect((await read(png.filePath, withCookie(tokenFor(STAFF_ACCOUNT)))).status).toBe(200);
    expect((await read(png.filePath, withToken(tokenFor(PARTNER_ACCOUNT)))).status).toBe(404);
    expect((await read(png.filePath, withCookie(tokenFor(PARTNER_ACCOUNT)))).status).toBe(404);
    expect((await read(png.filePath)).status).toBe(404);
    // The token as a query parameter is not a session here.
    expect((await read(`${png.filePath}?token=${tokenFor(ADMIN_ACCOUNT)}`)).status).toBe(404);
  });

  it('to anyone for the portrait and work photos of an aunt on her public resume, never her identity card, and not once she is deleted', async () => {
    const token = tokenFor(ADMIN_ACCOUNT);
    const portrait = await uploaded(token, 'p.png', 'image/png', PNG);
    const work = await uploaded(token, 'w.jpg', 'image/jpeg', JPG);
    const card = await uploaded(token, 'id.png', 'image/png', PNG);
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0)!;
    aunt.portrait = portrait;
    aunt.workPhotos = [work];
    aunt.idCardPhotos = [card];
    expect((await read(portrait.filePath)).status).toBe(200);
    expect((await read(work.filePath)).status).toBe(200);
    expect((await read(card.filePath)).status).toBe(404);
    aunt.isDeleted = 1;
    expect((await read(portrait.filePath)).status).toBe(404);
  });
});

describe('links to files in records', () => {
  it('take only images this company uploaded', async () => {
    const adminToken = tokenFor(ADMIN_ACCOUNT);
    const own = await uploaded(adminToken, 'p.png', 'image/png', PNG);
    const pdf = await uploaded(adminToken, 'c.pdf', 'application/pdf', PDF);
    const partners = await uploaded(tokenFor(PARTNER_ACCOUNT), 'x.png', 'image/png', PNG);
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.teacherUserId === 1)!;
    setToken(adminToken);
    const before = snapshot();
    for (const portrait of [partners, pdf, { fileId: 99_999, filePath: own.filePath }]) {
      const refused = await failure(auntApi.editAunt({ ...(aunt as unknown as auntApi.AuntInput), auntId: aunt.auntId, portrait }, silent));
      expect([refused.code, refused.serverMessage]).toEqual([40001, '形象照必须是本公司上传的 jpg 或 png 图片']);
    }
    for (const avatarUrl of ['https://tracker.example/pixel.png', 'javascript:alert(1)', partners.filePath, pdf.filePath]) {
      const refused = await failure(postUnchecked(userPaths.updateUser, { avatarUrl }, silent));
      expect([refused.code, refused.serverMessage]).toEqual([40001, '头像必须是本公司上传的 jpg 或 png 图片']);
    }
    expect(snapshot()).toBe(before);
    // The path stored is the file's own address, whatever the body said.
    const saved = await auntApi.editAunt(
      { ...(aunt as unknown as auntApi.AuntInput), auntId: aunt.auntId, portrait: { fileId: own.fileId, filePath: '/elsewhere.png' } },
      silent,
    );
    expect(saved.portrait).toEqual(own);
    await postUnchecked(userPaths.updateUser, { avatarUrl: own.filePath }, silent);
    expect(getDb().users.find((row) => row.userId === 1)?.avatarUrl).toBe(own.filePath);
  });

  it('an aunt copied from a partner brings her photos, readable by the copying company', async () => {
    const partnerToken = tokenFor(PARTNER_ACCOUNT);
    const photo = await uploaded(partnerToken, 'p.png', 'image/png', PNG);
    const source = getDb().aunts.find((row) => row.companyId === 2 && row.isDeleted === 0 && row.isShared === 1)!;
    source.portrait = photo;
    const adminToken = tokenFor(ADMIN_ACCOUNT);
    setToken(adminToken);
    const copy = await auntApi.copyAunt({ auntId: source.auntId, auntName: source.auntName, mobile: '13399990000', idCard: '' }, silent);
    expect(copy.portrait?.filePath).toBe(photo.filePath);
    expect(copy.portrait?.fileId).not.toBe(photo.fileId);
    source.isDeleted = 1; // not public any more: only a session of a company holding the file reads it
    expect((await read(photo.filePath, withToken(adminToken))).status).toBe(200);
    expect((await read(photo.filePath, withToken(tokenFor(STAFF_ACCOUNT)))).status).toBe(200);
  });
});

describe('deleting for good', () => {
  it('an aunt deleted for good from the recycle bin takes her photos and identity-card images with her', async () => {
    const token = tokenFor(ADMIN_ACCOUNT);
    const portrait = await uploaded(token, 'p.png', 'image/png', PNG);
    const card = await uploaded(token, 'id.png', 'image/png', PNG);
    const kept = await uploaded(token, 'k.png', 'image/png', PNG);
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.isLocked === 0)!;
    aunt.portrait = portrait;
    aunt.idCardPhotos = [card];
    setToken(token);
    await auntApi.setAuntDelete({ auntId: aunt.auntId }, silent);
    // In the recycle bin she can still be restored: her files stay.
    expect((await read(`${card.filePath}?token=${token}`)).status).toBe(200);
    await recyclebinApi.delAunt({ auntId: aunt.auntId }, silent);
    expect((await read(`${portrait.filePath}?token=${token}`)).status).toBe(404);
    expect((await read(`${card.filePath}?token=${token}`)).status).toBe(404);
    expect(getDb().files.some((row) => row.fileId === portrait.fileId || row.fileId === card.fileId)).toBe(false);
    expect(await blobStore().get(card.filePath.split('/').pop()!)).toBeNull();
    // Another file of the company is untouched.
    expect((await read(`${kept.filePath}?token=${token}`)).status).toBe(200);
  });
});
