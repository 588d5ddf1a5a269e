import {
  contactRequestOf,
  EMPTY_CONTACT_VALUES,
  meetingDescription,
  submitLabel,
  type ContactValues,
} from './contactValues';

const SLOT = { start: '2030-01-07T11:30:00.000Z', end: '2030-01-07T12:00:00.000Z' };
const values = (overrides: Partial<ContactValues>): ContactValues => ({
  ...EMPTY_CONTACT_VALUES,
  name: ' Jane ',
  email: 'jane@example.com',
  message: ' Hello ',
  ...overrides,
});

describe('contact form values', () => {
  it('labels the submit button after the meeting state', () => {
    expect(submitLabel(values({}))).toBe('Send Message');
    expect(submitLabel(values({ selectedSlot: SLOT }))).toBe('Send Message');
    expect(submitLabel(values({ bookMeeting: true }))).toBe(
      'Send Message Only (No Meeting Selected)',
    );
    expect(submitLabel(values({ bookMeeting: true, selectedSlot: SLOT }))).toBe(
      'Send Message & Schedule Meeting',
    );
  });

  it('describes the meeting with the name, the services and the message', () => {
    expect(meetingDescription(values({ services: ['Payroll', 'Budgeting & Forecasting'] }))).toBe(
      'Client: Jane\nServices: Payroll, Budgeting & Forecasting\nMessage: Hello',
    );
    expect(meetingDescription(values({}))).toBe(
      'Client: Jane\nServices: None selected\nMessage: Hello',
    );
  });

  it('leaves a slot out of the message when no meeting is wanted', () => {
    expect(contactRequestOf(values({ selectedSlot: SLOT })).selectedSlot).toBeNull();
    expect(contactRequestOf(values({ bookMeeting: true, selectedSlot: SLOT })).selectedSlot).toBe(
      SLOT,
    );
  });
});
