/**
 * Messages of refused order steps, read from the same files the UI shows them from
 * (i18n/{zh,en}/orderFlow.json, `orderFlow.error.<reason>`), so both say the same thing.
 */
import zh from '@/i18n/zh/orderFlow.json';
import en from '@/i18n/en/orderFlow.json';
import type { DeleteBlock, DeleteBlockReason } from '@/domain/deleteBlock';
import type { OrderFlowError } from '@/domain/orderFlow';
import { conflict, type MockError, type Msg } from '../core/errors';

/** Every refusal reason of the graph (OrderFlowError) plus the mock's own ones. */
export type FlowMessageKey = keyof typeof zh.error;

/** Compile-time proof that every reason of the graph and of deleteBlock has its text (tsc fails otherwise). */
export const EVERY_REASON_HAS_TEXT: [Exclude<OrderFlowError | DeleteBlockReason, FlowMessageKey>] extends [never] ? true : false = true;

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

export function flowMessage(key: FlowMessageKey, vars: Record<string, string> = {}): Msg {
  return { zh: fill(zh.error[key], vars), en: fill(en.error[key], vars) };
}

/** 40901 with the reason's text; `about` (e.g. the aunt's name) is put in front. */
export function flowConflict(key: FlowMessageKey, options: { vars?: Record<string, string>; about?: string } = {}): MockError {
  const message = flowMessage(key, options.vars);
  if (!options.about) return conflict(message);
  return conflict({ zh: `${options.about}：${message.zh}`, en: `${options.about}: ${message.en}` });
}

/** 40901 naming the order that keeps the aunt or employer out of the recycle bin (domain/deleteBlock); nothing when none does. */
export function requireNoDeleteBlock(block: DeleteBlock | null): void {
  if (block) throw flowConflict(block.reason, { vars: { orderNo: block.orderNo } });
}
