import { ADMIN_USER } from '../test/stubApi';
import { whenSignedIn } from './whenSignedIn';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenSignedIn', () => {
  it('resolves once the session check finds a user', async () => {
    const signedIn = jest.fn();
    void whenSignedIn(Promise.resolve(ADMIN_USER)).then(signedIn);
    await settled();
    expect(signedIn).toHaveBeenCalledTimes(1);
  });

  it('stays pending for a signed-out visitor, who is waited for instead', async () => {
    const signedIn = jest.fn();
    void whenSignedIn(Promise.resolve(null)).then(signedIn);
    await settled();
    expect(signedIn).not.toHaveBeenCalled();
  });
});
