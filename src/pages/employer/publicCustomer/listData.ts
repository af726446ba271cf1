/**
 * The data of the public-customer list: the spec's local sample rows, loaded without any
 * request (section 4: on success the list and total are stored; on failure the list is empty
 * and the total 0), and the page of them useTable asks for.
 */
import type { ListResult } from '@/api/types';
import type { TableFetch } from '@/hooks/useTable';
import { SAMPLE_CUSTOMERS, type PublicCustomer } from './sampleCustomers';

/** What the loader reads; replaceable so the failure path can be tested. */
export type SampleSource = () => readonly PublicCustomer[];

const readSamples: SampleSource = () => SAMPLE_CUSTOMERS;

/** The whole sample list and its total; any failure gives the empty list and total 0. */
export function loadSampleCustomers(read: SampleSource = readSamples): ListResult<PublicCustomer> {
  try {
    const list = [...read()];
    return { list, total: list.length };
  } catch {
    return { list: [], total: 0 };
  }
}

/** useTable's fetch: the requested page of the sample list, resolved locally (no request). */
export const fetchSampleCustomers: TableFetch<PublicCustomer, object> = (query) => {
  const { list, total } = loadSampleCustomers();
  const start = (query.page - 1) * query.pageSize;
  return Promise.resolve({ list: list.slice(start, start + query.pageSize), total });
};
