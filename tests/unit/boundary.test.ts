/**
 * The client boundary (api/boundary.ts): with the default configuration requests and answers pass
 * as they are; configured, a list's paging and its rows/total, the envelope's message and a string
 * code, a family's field names (both ways, at any depth) and its mapping module's hooks are applied.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/config';
import { decodeAnswer, encodeRequest, familyOf } from '@/api/boundary';
import { familyMappings } from '@/api/mapping';

const defaults = { list: { ...config.list }, envelope: { ...config.envelope }, fieldNames: config.fieldNames };

afterEach(() => {
  config.list = { ...defaults.list };
  config.envelope = { ...defaults.envelope };
  config.fieldNames = defaults.fieldNames;
  for (const family of Object.keys(familyMappings)) delete familyMappings[family];
});

const EMPLOYER_NAMES = { employerId: 'customerId', employerName: 'customerName', mobile: 'phone' };

describe('the family of a call', () => {
  it('is the first segment of its path', () => {
    expect(familyOf('/aunt/getAunts')).toBe('aunt');
    expect(familyOf('/insurance/order/list')).toBe('insurance');
    expect(familyOf('/logout')).toBe('logout');
  });
});

describe('the default configuration', () => {
  it('sends the body itself and answers the parsed envelope as it came', () => {
    const body = { page: 2, pageSize: 20, employerId: 7, nested: [{ mobile: '139' }] };
    expect(encodeRequest('/employer/getEmployerByFilter', body, { list: true })).toBe(body);
    const answer = { code: 200, success: true, data: [{ employerId: 7 }], total: 31, error: null };
    expect(decodeAnswer('/employer/getEmployerByFilter', answer, { list: true })).toBe(answer);
    expect(decodeAnswer('/employer/getEmployerByFilter', JSON.stringify(answer), { list: true })).toEqual(answer);
  });

  it('finds a string code, a missing code or a body that is not a JSON object malformed', () => {
    expect(decodeAnswer('/aunt/getAunts', { code: '200', data: null })).toBeNull();
    expect(decodeAnswer('/aunt/getAunts', { data: null })).toBeNull();
    expect(decodeAnswer('/aunt/getAunts', '<html>')).toBeNull();
    expect(decodeAnswer('/aunt/getAunts', '[1,2]')).toBeNull();
  });
});

describe('list names (config.list)', () => {
  beforeEach(() => {
    config.list = { page: 'pageNum', pageSize: 'limit', rows: 'rows', total: 'count' };
  });

  it("renames a list body's paging and nothing else; a call that is not a list keeps its body", () => {
    expect(encodeRequest('/aunt/getAunts', { page: 3, pageSize: 20, keyword: '王' }, { list: true })).toEqual({ pageNum: 3, limit: 20, keyword: '王' });
    const body = { page: 3 };
    expect(encodeRequest('/aunt/getAuntDetail', body)).toBe(body);
  });

  it("reads a list answer's rows and total under the server's names", () => {
    const envelope = decodeAnswer('/aunt/getAunts', { code: 200, success: true, rows: [{ auntId: 1 }, { auntId: 2 }], count: 41, error: null }, { list: true });
    expect(envelope).toMatchObject({ code: 200, data: [{ auntId: 1 }, { auntId: 2 }], total: 41 });
  });

  it('reads a call that is not a list from data, or from rows when the server answers it as a list', () => {
    expect(decodeAnswer('/aunt/getAuntDetail', { code: 200, data: { auntId: 1 }, rows: ['not this'] })?.data).toEqual({ auntId: 1 });
    expect(decodeAnswer('/company/getUsers', { code: 200, rows: [{ userId: 1 }], count: 1 })?.data).toEqual([{ userId: 1 }]);
  });
});

describe('the envelope (config.envelope)', () => {
  beforeEach(() => {
    config.envelope = { message: 'msg', stringCode: true };
  });

  it('reads a string code as the number and the message from its field', () => {
    expect(decodeAnswer('/aunt/getAuntDetail', { code: '200', msg: '操作成功', data: { auntId: 4 } })).toEqual({
      code: 200,
      success: true,
      data: { auntId: 4 },
      error: '操作成功',
    });
    expect(decodeAnswer('/aunt/getAuntDetail', JSON.stringify({ code: '50008', msg: '登录已过期' }))).toMatchObject({ code: 50008, error: '登录已过期' });
  });

  it('still reads a numeric code, and finds a code that is no number malformed', () => {
    expect(decodeAnswer('/aunt/getAuntDetail', { code: 200, data: 1 })?.code).toBe(200);
    expect(decodeAnswer('/aunt/getAuntDetail', { code: 'ok', data: 1 })).toBeNull();
    expect(decodeAnswer('/aunt/getAuntDetail', { code: '', data: 1 })).toBeNull();
  });

  it("reads a refusal's field names on the default envelope too, and drops what is no name", () => {
    config.envelope = { message: 'error', stringCode: false };
    expect(decodeAnswer('/aunt/addAunt', { code: 40001, error: '手机号格式不正确', fields: ['mobile', null] })?.fields).toEqual(['mobile']);
    expect(decodeAnswer('/aunt/addAunt', { code: 40001, error: '不行', fields: [] })?.fields).toBeUndefined();
  });

  it('keeps success false (a code 200 the server calls unsuccessful)', () => {
    expect(decodeAnswer('/recyclebin/getAunts', { code: '200', success: false, msg: '无权限' })).toMatchObject({ code: 200, success: false, error: '无权限' });
  });
});

describe("a family's field names (config.fieldNames)", () => {
  beforeEach(() => {
    config.fieldNames = { employer: EMPLOYER_NAMES };
  });

  it("gives a refusal's field names back in our names (dotted parts too), strings only", () => {
    const answer = { code: 40001, success: false, data: null, error: '手机号格式不正确', fields: ['phone', 'customFields.phone', 7, '', 'remarks'] };
    expect(decodeAnswer('/employer/createEmployer', answer)?.fields).toEqual(['mobile', 'customFields.mobile', 'remarks']);
    expect(decodeAnswer('/employer/createEmployer', { code: 40001, error: '不行', fields: 'phone' })?.fields).toBeUndefined();
  });

  it("renames our fields to the server's in that family's bodies, at any depth, and the sort field named", () => {
    const body = { employerName: '张先生', mobile: '13900000000', jobs: [{ employerId: 3, title: '保姆' }], sortField: 'employerName' };
    expect(encodeRequest('/employer/createEmployer', body)).toEqual({
      customerName: '张先生',
      phone: '13900000000',
      jobs: [{ customerId: 3, title: '保姆' }],
      sortField: 'customerName',
    });
    expect(body.employerName).toBe('张先生');
  });

  it("renames the server's fields back to ours in that family's answers, list rows and summary included", () => {
    const answer = {
      code: 200,
      data: [{ customerId: 3, customerName: '张先生', phone: '139', liveOrders: [{ orderId: 9, customerId: 3 }] }],
      total: 1,
      summary: { phone: 1 },
    };
    expect(decodeAnswer('/employer/getEmployerByFilter', answer, { list: true })).toEqual({
      code: 200,
      success: true,
      data: [{ employerId: 3, employerName: '张先生', mobile: '139', liveOrders: [{ orderId: 9, employerId: 3 }] }],
      total: 1,
      error: null,
      summary: { mobile: 1 },
    });
  });

  it('leaves the other families alone', () => {
    const body = { employerId: 3, mobile: '139' };
    expect(encodeRequest('/order/create', body)).toBe(body);
    const answer = { code: 200, data: { employerId: 3, employerName: '张先生' } };
    expect(decodeAnswer('/order/getOrderDetail', answer)).toBe(answer);
  });

  it('keeps a field named __proto__ a plain field', () => {
    const decoded = decodeAnswer('/employer/getEmployerByFilter', '{"code":200,"data":{"__proto__":{"phone":"x"},"phone":"139"}}');
    const data = decoded?.data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(data, '__proto__')?.value).toEqual({ mobile: 'x' });
    expect(data.mobile).toBe('139');
  });
});

describe("a family's mapping module (api/mapping)", () => {
  it('encodes after the renames and decodes before them, nearest the server both ways', () => {
    config.fieldNames = { employer: EMPLOYER_NAMES };
    config.list = { page: 'pageNum', pageSize: 'pageSize', rows: 'rows', total: 'total' };
    // This server sends the gender as 'M'/'F' and wants it so.
    familyMappings.employer = {
      encode: (_path, body) => ({ ...(body as object), gender: (body as { gender?: number }).gender === 1 ? 'M' : 'F' }),
      decode: (_path, data, { list }) =>
        list ? (data as Array<Record<string, unknown>>).map((row) => ({ ...row, gender: row.gender === 'M' ? 1 : 2, seenAs: row.customerName })) : data,
    };
    expect(encodeRequest('/employer/createEmployer', { employerName: '张先生', gender: 1 })).toEqual({ customerName: '张先生', gender: 'M' });
    const decoded = decodeAnswer('/employer/getEmployerByFilter', { code: 200, rows: [{ customerName: '张先生', gender: 'F' }], total: 1 }, { list: true });
    expect(decoded?.data).toEqual([{ employerName: '张先生', gender: 2, seenAs: '张先生' }]);
  });

  it('applies to its own family only, with the default configuration too', () => {
    familyMappings.order = { decode: (_path, data) => ({ ...(data as object), decoded: true }) };
    expect(decodeAnswer('/order/getOrderDetail', { code: 200, data: { orderId: 1 } })?.data).toEqual({ orderId: 1, decoded: true });
    const answer = { code: 200, data: { auntId: 1 } };
    expect(decodeAnswer('/aunt/getAuntDetail', answer)).toBe(answer);
  });
});
