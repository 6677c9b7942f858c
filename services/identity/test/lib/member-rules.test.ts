import { judgeMemberChange, judgeMemberRemoval, mayGrant, type Actor } from '../../src/lib/member-rules';

const owner: Actor = { id: 'o', role: 'owner' };
const admin: Actor = { id: 'a', role: 'admin' };
const t = (role: 'viewer' | 'operator' | 'admin' | 'owner', status: 'pending' | 'active' | 'disabled' = 'active') => ({
  id: 't',
  role,
  status,
});

describe('mayGrant', () => {
  it('gives roles up to the actor’s own; owners may give owner', () => {
    expect(mayGrant(admin, 'admin').ok).toBe(true);
    expect(mayGrant(admin, 'owner')).toEqual({
      ok: false,
      status: 403,
      code: 'forbidden',
      message: 'This needs the owner role.',
      field: 'role',
    });
    expect(mayGrant(owner, 'owner').ok).toBe(true);
    expect(mayGrant({ id: 'x', role: 'operator' }, 'viewer')).toEqual(
      expect.objectContaining({ ok: false, message: 'This needs the admin role.' }),
    );
  });
});

describe('judgeMemberChange', () => {
  it('an admin manages members below admin, up to admin', () => {
    expect(judgeMemberChange(admin, t('viewer', 'pending'), { status: 'active', role: 'operator' }, 1).ok).toBe(true);
    expect(judgeMemberChange(admin, t('operator'), { role: 'admin' }, 1).ok).toBe(true);
    expect(judgeMemberChange(admin, t('operator'), { status: 'disabled' }, 1).ok).toBe(true);
    expect(judgeMemberChange(admin, t('operator'), { role: 'owner' }, 1)).toEqual(
      expect.objectContaining({ ok: false, code: 'forbidden' }),
    );
  });

  it('only an owner changes admins and owners (an admin not even themself)', () => {
    expect(judgeMemberChange(admin, t('admin'), { status: 'disabled' }, 1)).toEqual(
      expect.objectContaining({ ok: false, status: 403, message: 'This needs the owner role.' }),
    );
    expect(judgeMemberChange(admin, t('owner'), { role: 'viewer' }, 2).ok).toBe(false);
    expect(judgeMemberChange(owner, t('admin'), { role: 'viewer' }, 1).ok).toBe(true);
    expect(judgeMemberChange(owner, t('admin'), { role: 'owner' }, 1).ok).toBe(true);
  });

  it('the last active owner is never demoted or disabled; with another active owner it may be', () => {
    const last = { ok: false, status: 409, code: 'last_owner', message: 'The last active owner cannot be demoted, disabled or removed.' };
    expect(judgeMemberChange(owner, t('owner'), { role: 'admin' }, 1)).toEqual(last);
    expect(judgeMemberChange(owner, t('owner'), { status: 'disabled' }, 1)).toEqual(last);
    expect(judgeMemberChange(owner, t('owner'), { role: 'owner', status: 'active' }, 1).ok).toBe(true);
    expect(judgeMemberChange(owner, t('owner'), { role: 'admin' }, 2).ok).toBe(true);
    // A disabled owner is not the one keeping the team owned.
    expect(judgeMemberChange(owner, t('owner', 'disabled'), { role: 'admin' }, 1).ok).toBe(true);
  });
});

describe('judgeMemberRemoval', () => {
  it('removes pending accounts only; others are to be disabled', () => {
    expect(judgeMemberRemoval(admin, t('viewer', 'pending'), 1).ok).toBe(true);
    expect(judgeMemberRemoval(admin, t('operator'), 1)).toEqual(
      expect.objectContaining({ ok: false, status: 409, code: 'conflict', message: expect.stringMatching(/disable/) }),
    );
    expect(judgeMemberRemoval(owner, t('owner'), 1)).toEqual(expect.objectContaining({ code: 'last_owner' }));
    expect(judgeMemberRemoval(admin, t('admin', 'pending'), 1)).toEqual(expect.objectContaining({ code: 'forbidden' }));
  });
});
