/** The insurance family's queries (api/insurance.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { orderDetails, orderListOrFail, orderPrintAnswer, productDetails, productGetInsProducts, productKeywords } from './insurance';

export const insuranceQueries = {
  all: ['insurance'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...insuranceQueries.all, 'list', ...name] as const,
  /** The insurable products (/insurance/product/getInsProducts); empty on failure. */
  insProducts: () =>
    queryOptions({ queryKey: [...insuranceQueries.all, 'insProducts'], queryFn: ({ signal }) => productGetInsProducts(undefined, { signal }) }),
  /** An aunt's insured orders, found by her name (the list's keyword) and kept when hers (readiness). */
  auntCover: (auntId: number, auntName: string) =>
    queryOptions({
      queryKey: [...insuranceQueries.all, 'auntCover', auntId, auntName],
      queryFn: ({ signal }) =>
        orderListOrFail({ keyword: auntName, insuredStatus: 2, page: 1, pageSize: 100 }, { signal, silent: true }).then((answer) =>
          answer.list.filter((order) => order.auntId === auntId),
        ),
    }),
  /** One order with every field (/insurance/order/details). */
  orderDetails: (orderId: number) =>
    queryOptions({
      queryKey: [...insuranceQueries.all, 'orderDetails', orderId],
      queryFn: ({ signal }) => orderDetails({ orderId }, { signal, silent: true }),
    }),
  /** One product with its terms (/insurance/product/details). */
  productDetails: (productId: number) =>
    queryOptions({
      queryKey: [...insuranceQueries.all, 'productDetails', productId],
      queryFn: ({ signal }) => productDetails({ productId }, { signal, silent: true }),
    }),
  /** The product words starting with a typed keyword (/insurance/product/keywords). */
  productKeywords: (keyword: string) =>
    queryOptions({
      queryKey: [...insuranceQueries.all, 'productKeywords', keyword],
      queryFn: ({ signal }) => productKeywords({ keyword }, { signal, silent: true }),
    }),
  /** An order's print: our certificate data, or the document the server answers itself. */
  print: (orderId: number) =>
    queryOptions({ queryKey: [...insuranceQueries.all, 'print', orderId], queryFn: ({ signal }) => orderPrintAnswer({ orderId }, { signal, silent: true }) }),
};
