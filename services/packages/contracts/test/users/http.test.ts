import { UsersReply } from '../../src/users/http';

describe('UsersReply', () => {
  it('keeps id, username and displayName and drops anything else', () => {
    const parsed = UsersReply.parse([{ id: '1', username: 'ann', displayName: null, email: 'a@b.co', passwordHash: 'h' }]);
    expect(parsed).toEqual([{ id: '1', username: 'ann', displayName: null }]);
  });
});
