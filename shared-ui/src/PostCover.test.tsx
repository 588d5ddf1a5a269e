import { render } from '@testing-library/react';
import { Provider } from './Provider';
import { PostCover, coverVariant } from './PostCover';

const draw = (title: string, tags: string[]) =>
  render(
    <Provider>
      <PostCover title={title} tags={tags} data-testid="cover" />
    </Provider>,
  ).getByTestId('cover');

describe('PostCover', () => {
  it('labels the cover with the first tag and hides it from assistive technology', () => {
    const cover = draw('VAT in the UAE', ['vat', 'uae']);
    expect(cover.tagName.toLowerCase()).toBe('svg');
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    expect(cover).toHaveAttribute('viewBox', '0 0 320 180');
    expect(cover.querySelector('text')).toHaveTextContent('VAT');
    expect(cover.querySelector('text')).toHaveAttribute('direction', 'ltr');
  });

  it('writes an Arabic label from the right', () => {
    const cover = draw('ضريبة القيمة المضافة', ['ضرائب']);
    const label = cover.querySelector('text');
    expect(label).toHaveAttribute('direction', 'rtl');
    expect(label).toHaveAttribute('x', '296');
  });

  it('draws no label for a post without tags', () => {
    expect(draw('Untagged', []).querySelector('text')).toBeNull();
  });

  it('gives the same post the same motif every time, and different posts different ones', () => {
    expect(coverVariant('Payroll\nwps', 4)).toBe(coverVariant('Payroll\nwps', 4));
    const variants = new Set(
      ['Payroll', 'VAT', 'Fundraising', 'Bookkeeping', 'CFO', 'Audit', 'Zakat', 'Budget'].map(
        (title) => coverVariant(title, 4),
      ),
    );
    expect(variants.size).toBeGreaterThan(1);
    expect(draw('Payroll', ['wps'])).toHaveAttribute(
      'data-cover-variant',
      String(coverVariant('Payroll\nwps', 4)),
    );
  });
});
