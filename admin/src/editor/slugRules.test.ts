import { slugAfterTitleChange, type SlugState } from './slugRules';

const fresh: SlugState = { title: '', slug: '', slugEditedByHand: false };

/** Types `title` one character at a time, as a user does, and returns the slug after each key. */
function typeTitle(mode: 'create' | 'edit', start: SlugState, title: string): SlugState {
  let state = start;
  for (let i = 1; i <= title.length; i++) {
    const next = title.slice(0, i);
    state = { ...state, title: next, slug: slugAfterTitleChange(mode, state, next) };
  }
  return state;
}

describe('slug rules', () => {
  it('follows the slugified title in create mode', () => {
    expect(typeTitle('create', fresh, 'VAT in the UAE: 2026!').slug).toBe('vat-in-the-uae-2026');
  });

  it('keeps following while the slug still equals the previous title slug', () => {
    const state = { title: 'Payroll basics', slug: 'payroll-basics', slugEditedByHand: false };
    expect(slugAfterTitleChange('create', state, 'Payroll basics 2')).toBe('payroll-basics-2');
  });

  it('stops following once the slug was edited by hand', () => {
    const state = { title: 'Payroll basics', slug: 'payroll', slugEditedByHand: true };
    expect(slugAfterTitleChange('create', state, 'Payroll basics for startups')).toBe('payroll');
  });

  it('stops even when the hand-edited slug happens to equal the title slug', () => {
    const state = { title: 'Payroll', slug: 'payroll', slugEditedByHand: true };
    expect(slugAfterTitleChange('create', state, 'Payroll tips')).toBe('payroll');
  });

  it('follows again when the slug was cleared', () => {
    const state = { title: 'Payroll', slug: '', slugEditedByHand: true };
    expect(slugAfterTitleChange('create', state, 'Payroll tips')).toBe('payroll-tips');
  });

  it('never changes the slug in edit mode', () => {
    const state = { title: 'Old title', slug: 'old-title', slugEditedByHand: false };
    expect(typeTitle('edit', state, 'A new title').slug).toBe('old-title');
    expect(slugAfterTitleChange('edit', { ...state, slug: '' }, 'New')).toBe('');
  });
});
