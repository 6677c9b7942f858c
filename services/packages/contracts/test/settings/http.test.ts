import { UpdateIpBody, UpdateSettingsBody, UpdateTimezoneBody } from '../../src/settings/http';

describe('settings bodies', () => {
  it('timezone is UTC or local', () => {
    expect(UpdateTimezoneBody.safeParse({ timezone: 'local' }).success).toBe(true);
    expect(UpdateTimezoneBody.safeParse({ timezone: 'Europe/Moscow' }).success).toBe(false);
  });

  it('staticIp is IPv4, null, or empty (cleared to null)', () => {
    expect(UpdateIpBody.parse({ useStaticIp: true, staticIp: '192.0.2.1' })).toEqual({ useStaticIp: true, staticIp: '192.0.2.1' });
    expect(UpdateIpBody.parse({ useStaticIp: false, staticIp: '' })).toEqual({ useStaticIp: false, staticIp: null });
    expect(UpdateIpBody.safeParse({ useStaticIp: true, staticIp: '300.1.1.1' }).success).toBe(false);
    expect(UpdateIpBody.safeParse({ useStaticIp: 'true' }).success).toBe(false);
  });

  it('the general update refuses unknown fields', () => {
    expect(UpdateSettingsBody.safeParse({ timezone: 'UTC', currentIp: '1.2.3.4' }).success).toBe(false);
    expect(UpdateSettingsBody.parse({})).toEqual({});
  });
});
