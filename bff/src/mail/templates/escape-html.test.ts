import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;',
    );
  });

  it('leaves other text alone and escapes entities again rather than trusting them', () => {
    expect(escapeHtml('Budgeting – Forecasting, ünïcødé 😀')).toBe(
      'Budgeting – Forecasting, ünïcødé 😀',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('')).toBe('');
  });
});
