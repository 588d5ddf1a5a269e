import { domainOf, parseMailbox } from './mailbox';

describe('parseMailbox', () => {
  it.each([
    [
      'The Finance Team <hello@example.com>',
      { name: 'The Finance Team', address: 'hello@example.com' },
    ],
    [
      '"Finance, Team" <hello@example.com>',
      { name: 'Finance, Team', address: 'hello@example.com' },
    ],
    ['hello@example.com', { name: '', address: 'hello@example.com' }],
  ])('reads %p', (value, mailbox) => {
    expect(parseMailbox(value)).toEqual(mailbox);
  });

  it.each(['', 'Finance Team', 'a@example.com, b@example.com', 'Team <not-an-address>'])(
    'refuses %p',
    (value) => {
      expect(parseMailbox(value)).toBeNull();
    },
  );

  it('finds the domain of an address', () => {
    expect(domainOf('Hello@Finance.Example')).toBe('finance.example');
  });
});
