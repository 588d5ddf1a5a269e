import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Flex, HStack, Stack, chakra } from 'shared_ui/layout';
import { Span, Text } from 'shared_ui/typography';
import { PACKAGES, includedServices } from './packages';
import { CheckIcon } from './packageIcons';
import { PriceTag } from './PriceTag';

const tabId = (id: string) => `package-tab-${id}`;
const panelId = (id: string) => `package-panel-${id}`;
const includedId = (id: string) => `package-included-${id}`;

/** Arrow keys, Home and End move between tabs (and select them), as the ARIA tabs pattern says. */
function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Spec 2.5, narrow screens: one tab per package, each listing its included services. A few
 * lines of ARIA tabs instead of a tabs widget keep this part of the first load small.
 */
export function PackagesTabs() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, selected, PACKAGES.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <Box>
      <HStack
        role="tablist"
        aria-label="Packages"
        gap="1"
        p="1"
        bg="bg.muted"
        borderRadius="l3"
        onKeyDown={moveWithKeys}
      >
        {PACKAGES.map((pkg, index) => (
          <chakra.button
            key={pkg.id}
            ref={(element: HTMLButtonElement | null) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(pkg.id)}
            aria-selected={index === selected}
            aria-controls={panelId(pkg.id)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            flex="1"
            py="2.5"
            px="2"
            fontSize="sm"
            fontWeight="semibold"
            borderRadius="l2"
            cursor="pointer"
            color={index === selected ? 'fg' : 'fg.muted'}
            bg={index === selected ? 'bg.panel' : 'transparent'}
            boxShadow={index === selected ? 'sm' : 'none'}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            {pkg.name}
          </chakra.button>
        ))}
      </HStack>
      {PACKAGES.map((pkg, index) => {
        const Icon = pkg.icon;
        return (
          <Box
            key={pkg.id}
            role="tabpanel"
            id={panelId(pkg.id)}
            aria-labelledby={tabId(pkg.id)}
            hidden={index !== selected}
            tabIndex={0}
            mt="4"
            p="6"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l3"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
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
                  Included Services
                </Text>
                <Stack
                  as="ul"
                  role="list"
                  aria-labelledby={includedId(pkg.id)}
                  gap="2.5"
                  listStyleType="none"
                >
                  {includedServices(pkg).map((service) => (
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
