import { Box, Flex, HStack, Stack, chakra } from 'shared_ui/layout';
import { Span, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { includedServices, usePackages, type FinancePackage } from './packages';
import { CheckIcon } from './packageIcons';
import { PriceTag } from './PriceTag';

/** The radio group's name: one group, so picking a package unpicks the others natively. */
export const PACKAGE_CHOICE_NAME = 'package-choice';

const choiceId = (id: string) => `package-choice-${id}`;
const panelId = (id: string) => `package-panel-${id}`;
const includedId = (id: string) => `package-included-${id}`;

/**
 * A panel is shown only while its package's radio is checked (display none takes the others out
 * of the layout and of the accessibility tree alike). The rules live in the CSS the server
 * inlines, so a tap switches the panel before any script has loaded, and the browser's own radio
 * state stays the only state: React holds no copy that hydration or a re-render could contradict.
 */
const panelRules = (packages: readonly FinancePackage[]) => ({
  '& [data-package-panel]': { display: 'none' },
  ...Object.fromEntries(
    packages.map((pkg) => [
      `&:has(#${choiceId(pkg.id)}:checked) #${panelId(pkg.id)}`,
      { display: 'block' },
    ]),
  ),
});

/**
 * Narrow screens: one choice per package, each showing its included services. They
 * are native radio buttons styled as tabs, and announced as what they are (a radio group that
 * picks the package shown below): the arrow keys, the tab order and the checked state are the
 * browser's own, with or without script.
 */
export function PackagesTabs() {
  const { t } = useI18n();
  const { packages, services } = usePackages();
  return (
    <Box css={panelRules(packages)}>
      <HStack
        role="radiogroup"
        aria-label={t('packages.tabs.label')}
        gap="1"
        p="1"
        bg="bg.muted"
        borderRadius="l3"
      >
        {packages.map((pkg, index) => (
          <chakra.label
            key={pkg.id}
            flex="1"
            py="2.5"
            px="2"
            textAlign="center"
            fontSize="sm"
            fontWeight="semibold"
            borderRadius="l2"
            cursor="pointer"
            color="fg.muted"
            bg="transparent"
            css={{
              '&:has(:checked)': { color: 'fg', bg: 'bg.panel', boxShadow: 'sm' },
              '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' },
            }}
          >
            <chakra.input
              type="radio"
              srOnly
              name={PACKAGE_CHOICE_NAME}
              id={choiceId(pkg.id)}
              value={pkg.id}
              // Uncontrolled on purpose: what the visitor picked before the page was live stays
              // picked through hydration, since React never writes `checked`.
              defaultChecked={index === 0}
              aria-controls={panelId(pkg.id)}
            />
            {pkg.name}
          </chakra.label>
        ))}
      </HStack>
      {packages.map((pkg) => {
        const Icon = pkg.icon;
        return (
          <Box
            key={pkg.id}
            id={panelId(pkg.id)}
            data-package-panel=""
            mt="4"
            p="6"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l3"
          >
            <Stack gap="5">
              <Flex gap="4" align="center">
                <Span fontSize="3xl" color="brand.fg">
                  <Icon />
                </Span>
                <Box>
                  <Text fontSize="lg" fontWeight="semibold">
                    {pkg.name}
                  </Text>
                  <Text
                    fontSize="sm"
                    color="fg.muted"
                    _firstLetter={{ textTransform: 'uppercase' }}
                  >
                    {pkg.description}
                  </Text>
                </Box>
              </Flex>
              <Box>
                <PriceTag amountUsd={pkg.monthlyPriceUsd} />
              </Box>
              <Box>
                {/* A list label rather than a heading: the section sits under an h2 on the home
                    page and straight under the h1 on /packages, so no one level fits both. */}
                <Text id={includedId(pkg.id)} fontWeight="semibold" mb="3">
                  {t('packages.tabs.included')}
                </Text>
                <Stack
                  as="ul"
                  role="list"
                  aria-labelledby={includedId(pkg.id)}
                  gap="2.5"
                  listStyleType="none"
                >
                  {includedServices(pkg, services).map((service) => (
                    <HStack as="li" key={service} gap="3" align="center">
                      <Span color="brand.fg" fontSize="md" display="inline-flex">
                        <CheckIcon />
                      </Span>
                      {service}
                    </HStack>
                  ))}
                </Stack>
              </Box>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
