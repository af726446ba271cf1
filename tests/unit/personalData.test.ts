/** The display masks of personal data (domain/personalData): what the app shows and the mock answers. */
import { describe, expect, it } from 'vitest';
import { isMasked, keepsStored, maskAddress, maskIdNumber, maskMobile, maskPersonal, maskPlace } from '@/domain/personalData';

describe('personal data masks', () => {
  it('masks a mainland mobile to its first 3 and last 4 digits, other text to its last 4', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskMobile('021-5555666')).toBe('*******5666');
    expect(maskMobile('123')).toBe('***');
    expect(maskMobile('')).toBe('');
    expect(maskMobile('138****1234')).toBe('138****1234');
  });

  it('shows only the last 4 characters of an identity number, whatever its length', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('**************002X');
    expect(maskIdNumber('G1234567')).toBe('****4567');
    expect(maskIdNumber(' 110 ')).toBe('***');
    expect(maskIdNumber(null)).toBe('');
    expect(maskIdNumber('**************002X')).toBe('**************002X');
  });

  it('keeps an address up to its district (区 / 县 / 旗, else the city) and masks the rest', () => {
    expect(maskAddress('北京市朝阳区建国路88号1单元302')).toBe('北京市朝阳区****');
    expect(maskAddress('浙江省安吉县递铺镇胜利西路2号')).toBe('浙江省安吉县****');
    expect(maskAddress('苏州市干将路100号')).toBe('苏州市****');
    expect(maskAddress('张杨路100号1栋101室')).toBe('****');
    expect(maskAddress('浦东新区')).toBe('浦东新区');
    expect(maskAddress(undefined)).toBe('');
  });

  it('keeps an interview place name as is and masks a place with a house number as an address', () => {
    expect(['门店面试室', '视频面试', '客户家中', ''].map(maskPlace)).toEqual(['门店面试室', '视频面试', '客户家中', '']);
    expect(maskPlace('朝阳区建国路88号5栋302室')).toBe('朝阳区****');
    expect(maskPlace('浦东新区张杨路八十八号')).toBe('浦东新区****');
    expect(maskPlace('万科城１２栋')).toBe('****');
    expect(maskPersonal('place', '朝阳区建国路88号')).toBe('朝阳区****');
    expect(keepsStored('朝阳区****', '朝阳区建国路88号', 'place')).toBe(true);
    expect(keepsStored('海淀区****', '朝阳区建国路88号', 'place')).toBe(false);
  });

  it('chooses the mask by kind, and tells a mask sent back unchanged from a new value', () => {
    expect(maskPersonal('mobile', '13812341234')).toBe('138****1234');
    expect(maskPersonal('idNumber', '11010519491231002X')).toBe('**************002X');
    expect(maskPersonal('address', '上海市浦东新区张杨路1号')).toBe('上海市浦东新区****');
    expect(isMasked('138****1234')).toBe(true);
    expect(keepsStored('138****1234', '13812341234', 'mobile')).toBe(true);
    expect(keepsStored('138****0000', '13812341234', 'mobile')).toBe(false);
    expect(keepsStored('13812341234', '13812341234', 'mobile')).toBe(false);
    expect(keepsStored('****', '', 'address')).toBe(false);
  });
});
