import { modalSelectionReducer, serviceModalReducer } from './modalSelection';

describe('serviceModalReducer', () => {
  it('starts from no selection and opens on the clicked card', () => {
    expect(serviceModalReducer(null, { type: 'open', index: 3 })).toBe(3);
  });

  it('wraps Next from the last service to the first', () => {
    expect(serviceModalReducer(4, { type: 'next' })).toBe(5);
    expect(serviceModalReducer(5, { type: 'next' })).toBe(0);
  });

  it('wraps Previous from the first service to the last', () => {
    expect(serviceModalReducer(1, { type: 'previous' })).toBe(0);
    expect(serviceModalReducer(0, { type: 'previous' })).toBe(5);
  });

  it('clears the selection on close', () => {
    expect(serviceModalReducer(2, { type: 'close' })).toBeNull();
  });

  it('does not move or open out of range while closed', () => {
    expect(serviceModalReducer(null, { type: 'next' })).toBeNull();
    expect(serviceModalReducer(null, { type: 'previous' })).toBeNull();
    expect(serviceModalReducer(null, { type: 'open', index: 6 })).toBeNull();
    expect(serviceModalReducer(2, { type: 'open', index: -1 })).toBe(2);
  });
});

describe('modalSelectionReducer', () => {
  it('wraps for any item count', () => {
    const three = modalSelectionReducer(3);
    expect(three(2, { type: 'next' })).toBe(0);
    expect(three(0, { type: 'previous' })).toBe(2);
  });
});
