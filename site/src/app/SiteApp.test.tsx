import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { Checkbox } from 'shared_ui/choices';
import { loadLanguage } from '../i18n/loadLanguage';
import type { Locale } from '../i18n/locales';
import { SiteApp } from './SiteApp';
import { withSiteContent } from '../test/siteContentKit';

describe('SiteApp', () => {
  it.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ] as const)(
    "gives the kit the page's language: in %s its logic-based parts are %s",
    async (locale: Locale, dir) => {
      render(
        <SiteApp
          queryClient={withSiteContent(createQueryClient())}
          site={{ origin: 'https://x.test' }}
          language={await loadLanguage(locale)}
        >
          <Checkbox.Root data-testid="box">
            <Checkbox.HiddenInput />
            <Checkbox.Label>x</Checkbox.Label>
          </Checkbox.Root>
        </SiteApp>,
      );
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

      expect(screen.getByTestId('box')).toHaveAttribute('dir', dir);
    },
  );
});
