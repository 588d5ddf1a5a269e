import { countsText } from './RetentionForm';

describe('countsText', () => {
  it('says each kind a run removed, in the singular for one, and leaves out the zeros', () => {
    expect(countsText({ enquiries: 2, meetings: 1, mails: 0, webhookBodies: 3 })).toBe(
      '2 enquiries, 1 meeting, 3 webhook bodies',
    );
    expect(countsText({ enquiries: 1, webhookBodies: 1 })).toBe('1 enquiry, 1 webhook body');
    expect(countsText({ enquiries: 0 })).toBe('nothing');
  });
});
