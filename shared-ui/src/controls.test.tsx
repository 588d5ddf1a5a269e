import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './choices';
import { Button } from './forms';
import { renderWithKit } from '../test/renderWithKit';

describe('Button', () => {
  it('puts no type on a link it styles: on <a>, type must be a MIME type', async () => {
    await renderWithKit(
      <Button asChild>
        <a href="/contact">Get in Touch</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get in Touch' });
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveAttribute('href', '/contact');
  });

  it('stays type="button" as a button, or takes the type it is given', async () => {
    await renderWithKit(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
        <Button asChild type="submit">
          <button>Child</button>
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Child' })).toHaveAttribute('type', 'submit');
  });
});

describe('Checkbox', () => {
  it('holds only phrasing content in its label, and still toggles', async () => {
    const { container } = await renderWithKit(
      <Checkbox.Root>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I&apos;d like to book a meeting</Checkbox.Label>
      </Checkbox.Root>,
    );
    const label = container.querySelector('label')!;
    expect(label.querySelectorAll('div, p, section, ul')).toHaveLength(0);
    const control = label.querySelector('[data-part="control"]')!;
    expect(control.tagName).toBe('SPAN');
    expect(control.querySelector('svg')).not.toBeNull();

    const box = screen.getByRole('checkbox', { name: "I'd like to book a meeting" });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText("I'd like to book a meeting"));
    expect(box).toBeChecked();
    expect(control).toHaveAttribute('data-state', 'checked');
  });
});
