import { InfoTooltip } from 'shared_ui/InfoTooltip';
import { chakra } from 'shared_ui/layout';
import { Span } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { formatUsd, usePackages } from './packages';
import { InfoIcon } from './packageIcons';

/**
 * A package's starting monthly price, and beside it whether VAT is included (staff choose the
 * statement once for every price). The price is a button only so that keyboard users can reach
 * the price note too: focusing it opens the tooltip just as pointing at it does.
 */
export function PriceTag({ amountUsd }: { amountUsd: number }) {
  const { t, locale } = useI18n();
  const { priceNote, vatIncluded } = usePackages();
  return (
    <>
      {/* The tooltip on every price. */}
      <InfoTooltip content={priceNote}>
        <chakra.button
          type="button"
          display="inline-flex"
          alignItems="baseline"
          gap="1"
          cursor="help"
          borderRadius="l1"
          color="fg"
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '2px',
          }}
        >
          <Span fontSize="sm" color="fg.muted">
            {t('packages.price.from')}
          </Span>
          <Span fontSize="2xl" fontWeight="bold">
            {formatUsd(amountUsd, locale)}
          </Span>
          <Span fontSize="sm" color="fg.muted">
            {t('packages.price.perMonth')}
          </Span>
          <Span alignSelf="center" color="fg.muted" fontSize="sm">
            <InfoIcon />
          </Span>
        </chakra.button>
      </InfoTooltip>
      <Span fontSize="xs" color="fg.muted" data-vat-statement="">
        {t(vatIncluded ? 'packages.vat.included' : 'packages.vat.excluded')}
      </Span>
    </>
  );
}
