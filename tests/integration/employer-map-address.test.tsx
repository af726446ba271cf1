/**
 * The maps service in the employer form's address (first document, section 9: "A maps service is
 * used with a configured key"): without a key the address picker is the region picker alone; with
 * one (here a fake map loader: there is no network) a place search fills region, district and
 * address, and what the server receives follows; a failing service says so and the region picker
 * still serves. The AMap web-service client itself against a fake fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { employerPaths } from '@/api/employer';
import type { EmployerInput } from '@/api/employer.types';
import { MapServiceError, amapLoader, installMapLoader, mapLoader, placesOfInputTips, type MapLoader, type MapPlace } from '@/api/maps';
import { buildRegions } from '@/components/employer';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { REGIONS } from '@/mocks/db/regions';
import { withFreshMockDb } from '@/mocks/testing';
import EmployerListPage from '@/pages/employer/list';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const PUDONG: MapPlace = { name: '上海中心大厦', address: '陆家嘴银城中路501号', adcode: '310115', district: '上海市浦东新区', location: '121.505,31.233' };
const WEST_LAKE: MapPlace = { name: '文三路100号', address: '文三路100号', adcode: '330106', district: '浙江省杭州市西湖区', location: '' };

/** A fake maps service: answers `places` for any keyword and records what it was asked. */
function fakeLoader(answer: (keyword: string) => Promise<MapPlace[]>) {
  const asked: { keyword: string; city?: string }[] = [];
  const loader: MapLoader = {
    suggest: (keyword, options) => {
      asked.push({ keyword, city: options?.city });
      return answer(keyword);
    },
  };
  return { loader, asked };
}

function drawer(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-drawer-section[role="dialog"]');
  if (!found) throw new Error('no drawer open');
  return found;
}
const inDrawer = (label: string) => within(drawer()).getByLabelText(label);

async function openCreate() {
  renderRoutes([{ path: '/employer/list', element: <EmployerListPage /> }], '/employer/list');
  await userEvent.click(await screen.findByRole('button', { name: /新增客户/ }));
  await waitFor(() => expect(drawer().querySelector('.ant-drawer-title')).toHaveTextContent('新增客户'));
}

async function fillRequired(mobile: string) {
  await userEvent.click(inDrawer('客户姓名'));
  await userEvent.paste('钱女士');
  await userEvent.click(inDrawer('手机号'));
  await userEvent.paste(mobile);
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));
afterEach(() => installMapLoader(undefined));

describe('the address picker without a maps key', () => {
  it('is the region picker alone (no key in the repository: none is configured here)', async () => {
    expect(mapLoader()).toBeNull();
    await openCreate();
    expect(inDrawer('所在地区')).toBeInTheDocument();
    expect(within(drawer()).queryByLabelText('地图搜索地址')).not.toBeInTheDocument();
  });
});

describe('the address picker with a maps key (a fake map loader)', () => {
  it('fills region, district and address from the chosen place, and the server receives them', async () => {
    const { loader, asked } = fakeLoader(async () => [PUDONG, WEST_LAKE]);
    installMapLoader(loader);
    const sent = recordBodies<EmployerInput>(employerPaths.createEmployer);
    await openCreate();
    await fillRequired('13900005511');
    await userEvent.type(inDrawer('地图搜索地址'), '上海中心');
    const option = await screen.findByText('上海中心大厦', { selector: '[data-testid="map-place"], [data-testid="map-place"] *' });
    expect(asked.at(-1)).toEqual({ keyword: '上海中心', city: undefined });
    await userEvent.click(option);
    await waitFor(() => expect(inDrawer('区/县')).toHaveValue('浦东新区'));
    expect(inDrawer('详细地址')).toHaveValue('陆家嘴银城中路501号 上海中心大厦');
    expect(inDrawer('所在地区').closest('.ant-form-item')).toHaveTextContent('上海市 / 上海市');
    await userEvent.click(within(drawer()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ addressPicker: [310000, 310100], cityId: 310100, district: '浦东新区', address: '陆家嘴银城中路501号 上海中心大厦' });
    expect(sent[0]).not.toHaveProperty('mapKeyword');
    expect(getDb().employers.find((row) => row.mobile === '13900005511')).toMatchObject({
      addressPicker: [310000, 310100],
      cityId: 310100,
      district: '浦东新区',
    });
  });

  it('says when the maps service fails, and the region picker still serves the save', async () => {
    installMapLoader(fakeLoader(() => Promise.reject(new MapServiceError('INVALID_USER_KEY'))).loader);
    const sent = recordBodies<EmployerInput>(employerPaths.createEmployer);
    await openCreate();
    await fillRequired('13900005512');
    await userEvent.type(inDrawer('地图搜索地址'), '文三路');
    expect(await within(drawer()).findByText('地图服务暂时无法使用，请直接选择所在地区并填写地址')).toBeInTheDocument();
    await userEvent.click(inDrawer('所在地区'));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^浙江省/ }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^杭州市/ }));
    await userEvent.click(inDrawer('区/县'));
    await userEvent.paste('西湖区');
    await userEvent.click(within(drawer()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ addressPicker: [330000, 330100], cityId: 330100, district: '西湖区' });
  });
});

describe('the maps client', () => {
  it("asks AMap's inputtips with the key, the keyword and the city, without cookies, and reads its places", async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({
        status: '1',
        info: 'OK',
        tips: [
          { name: '上海中心大厦', address: '陆家嘴银城中路501号', adcode: '310115', district: '上海市浦东新区', location: '121.505,31.233' },
          { name: '', address: [] },
          { name: '浦东', address: [], adcode: [], district: '上海市', location: [] },
        ],
      }),
    );
    const places = await amapLoader('test-key', '/map-api', fetchImpl as unknown as typeof fetch).suggest('上海中心', { city: '上海市' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/map-api/v3/assistant/inputtips?')).toBe(true);
    expect([query.get('key'), query.get('keywords'), query.get('city'), init.credentials]).toEqual(['test-key', '上海中心', '上海市', 'omit']);
    expect(places).toEqual([PUDONG, { name: '浦东', address: '', adcode: '', district: '上海市', location: '' }]);
  });

  it("turns the service's refusal into an error with its words", async () => {
    expect(() => placesOfInputTips({ status: '0', info: 'INVALID_USER_KEY' })).toThrow(new MapServiceError('INVALID_USER_KEY'));
    const failing = amapLoader('k', '/map-api', (async () => new Response('', { status: 502 })) as unknown as typeof fetch);
    await expect(failing.suggest('x')).rejects.toThrow('map service answered 502');
  });

  it('maps a place to our regions by its division code, and its district by name', () => {
    const regions = buildRegions(REGIONS);
    expect(regions.regionOfPlace(PUDONG)).toEqual({ addressPicker: [310000, 310100], district: '浦东新区' });
    expect(regions.regionOfPlace(WEST_LAKE)).toEqual({ addressPicker: [330000, 330100], district: '西湖区' });
    expect(regions.regionOfPlace({ adcode: '330000', district: '浙江省' })).toEqual({ addressPicker: [330000], district: '' });
    expect(regions.regionOfPlace({ adcode: '', district: '某地' })).toEqual({ addressPicker: [], district: '某地' });
  });
});
