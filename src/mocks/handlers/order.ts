/**
 * Every /order/ call, with real behaviour over the order tables: reading (orderRead.ts),
 * creating and editing (orderWrite.ts) and the flow (orderFlow*.ts), whose rule is the state
 * graph of domain/orderFlow.ts applied to the stored rows (rules/orderStep.ts).
 */
import type { HttpHandler } from 'msw';
import { orderFlowHandlers } from './orderFlow';
import { orderCloseHandlers } from './orderFlowClose';
import { orderNoteHandlers } from './orderFlowNotes';
import { orderReadHandlers } from './orderRead';
import { orderWriteHandlers } from './orderWrite';

export const orderHandlers: HttpHandler[] = [...orderReadHandlers, ...orderWriteHandlers, ...orderFlowHandlers, ...orderCloseHandlers, ...orderNoteHandlers];
