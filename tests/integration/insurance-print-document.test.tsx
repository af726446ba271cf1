/**
 * The print page (/insurance/print?orderId=N) against each form a server may answer
 * /insurance/order/print with: our JSON envelope (the mock's answer: the certificate rendered), the
 * document itself as application/pdf or text/html without an envelope (shown from a blob URL that is
 * revoked when the page goes, 打印 printing that document), and an envelope error (its message).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { insurancePaths, orderPayAndInsure } from '@/api/insurance';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import InsurancePrintPage from '@/pages/insurance/print';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { createOrder, setAccount } from './mock-insurance-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();

/** jsdom has no blob URLs: each made is kept with its blob, and revoked ones are listed. */
let made: Map<string, Blob>;
let revoked: string[];
beforeEach(async () => {
  const cleanup = await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
  setAccount(1, 10_000, true);
  made = new Map();
  revoked = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:print-${made.size + 1}`;
    made.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return cleanup;
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const renderPrint = (orderId: number) => renderRoutes([{ path: '/insurance/print', element: <InsurancePrintPage /> }], `/insurance/print?orderId=${orderId}`);

async function insuredOrder() {
  const order = await createOrder({ insurerName: '文档测试' });
  const { policyNo } = await orderPayAndInsure({ orderId: order.orderId }, { silent: true });
  return { orderId: order.orderId, policyNo };
}

/** From now on the server answers the print with this body and content type, no envelope. */
function serverAnswersDocument(body: BodyInit, type: string) {
  const asked: string[] = [];
  mockServer.use(
    http.post(apiPattern(insurancePaths.orderPrint), ({ request }) => {
      asked.push(new URL(request.url).search);
      return new HttpResponse(body, { headers: { 'Content-Type': type } });
    }),
  );
  return asked;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

describe('insurance print answered with a document', () => {
  it('a PDF: shown from a blob URL of exactly the bytes sent; 打印 prints that document; the URL is revoked when the page goes', async () => {
    const { orderId } = await insuredOrder();
    const asked = serverAnswersDocument(PDF, 'application/pdf');
    const { unmount } = renderPrint(orderId);
    const frame = (await screen.findByTestId('insurance-print-document')) as HTMLIFrameElement;
    expect(asked).toEqual([`?orderId=${orderId}`]);
    expect(frame).toHaveAttribute('title', '保险凭证');
    const url = frame.getAttribute('src')!;
    const blob = made.get(url)!;
    expect(blob.type).toBe('application/pdf');
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).toEqual(Array.from(PDF));
    // No certificate of ours is rendered over it.
    expect(screen.queryByRole('article')).toBeNull();
    const print = vi.fn();
    Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: /打\s*印$/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(revoked).toEqual([]);
    unmount();
    expect(revoked).toEqual([url]);
  });

  it('an HTML page without an envelope: shown as the document, in English too', async () => {
    const { orderId } = await insuredOrder();
    const html = '<!doctype html><html><body><h1>Policy certificate</h1></body></html>';
    serverAnswersDocument(html, 'text/html; charset=utf-8');
    await i18n.changeLanguage('en');
    renderPrint(orderId);
    const frame = await screen.findByTestId('insurance-print-document');
    expect(frame).toHaveAttribute('title', 'Insurance certificate');
    expect(await made.get(frame.getAttribute('src')!)!.text()).toBe(html);
    expect(screen.getByRole('button', { name: /Print$/ })).toBeInTheDocument();
  });
});

describe('insurance print answered with the envelope', () => {
  it('the mock’s JSON answer: the certificate rendered as before, no blob URL made', async () => {
    const { orderId, policyNo } = await insuredOrder();
    const bodies = recordBodies(insurancePaths.orderPrint);
    renderPrint(orderId);
    expect(await screen.findByRole('article', { name: '保险凭证' })).toHaveTextContent(policyNo);
    expect(bodies).toEqual([{}]);
    expect(screen.queryByTestId('insurance-print-document')).toBeNull();
    expect(made.size).toBe(0);
  });

  it('an envelope error shows its message', async () => {
    const order = await createOrder();
    renderPrint(order.orderId);
    expect(await screen.findByText(/无法打印：订单当前状态不允许此操作/)).toBeInTheDocument();
    expect(made.size).toBe(0);
  });

  it('a server’s own envelope error (JSON, no certificate) shows the server’s message', async () => {
    const { orderId } = await insuredOrder();
    serverAnswersDocument(JSON.stringify({ code: 500, success: false, error: '保单系统维护中' }), 'application/json');
    renderPrint(orderId);
    expect(await screen.findByText(/保单系统维护中/)).toBeInTheDocument();
    expect(made.size).toBe(0);
  });
});
