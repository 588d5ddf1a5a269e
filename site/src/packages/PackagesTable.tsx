import { Box, Stack, chakra } from 'shared_ui/layout';
import { Span } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { includesAt, usePackages } from './packages';
import { InclusionMark } from './InclusionMark';
import { PriceTag } from './PriceTag';

const cell = { px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border' } as const;

/** Wide screens: the 7 services against the three packages, with their prices. */
export function PackagesTable() {
  const { t } = useI18n();
  const { packages, services } = usePackages();
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l3" overflow="hidden" bg="bg.panel">
      <chakra.table w="full" borderCollapse="collapse" textAlign="start">
        <chakra.caption srOnly>{t('packages.table.caption')}</chakra.caption>
        <chakra.thead bg="bg.subtle">
          <chakra.tr>
            <chakra.th scope="col" {...cell} textAlign="start" verticalAlign="bottom" w="34%">
              {t('packages.table.services')}
            </chakra.th>
            {packages.map((pkg) => {
              const Icon = pkg.icon;
              return (
                <chakra.th key={pkg.id} scope="col" {...cell} py="6" verticalAlign="top">
                  <Stack gap="2" align="center" textAlign="center" fontWeight="normal">
                    <Span fontSize="3xl" color="brand.fg">
                      <Icon />
                    </Span>
                    <Span fontSize="lg" fontWeight="semibold">
                      {pkg.name}
                    </Span>
                    <Span
                      fontSize="sm"
                      color="fg.muted"
                      _firstLetter={{ textTransform: 'uppercase' }}
                    >
                      {pkg.description}
                    </Span>
                    <PriceTag amountUsd={pkg.monthlyPriceUsd} />
                  </Stack>
                </chakra.th>
              );
            })}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {services.map((service, index) => (
            <chakra.tr key={service} _last={{ '& > *': { borderBottomWidth: '0' } }}>
              <chakra.th scope="row" {...cell} textAlign="start" fontWeight="medium">
                {service}
              </chakra.th>
              {packages.map((pkg) => (
                <chakra.td key={pkg.id} {...cell} textAlign="center">
                  <InclusionMark included={includesAt(pkg, index)} />
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
