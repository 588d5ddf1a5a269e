import type { ReactNode } from 'react';
import { Box, Container, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Link, Text } from 'shared_ui/typography';
import { Logo } from 'shared_ui/Logo';
import { SiteLink } from '../navigation/SiteLink';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages/en';
import { useSiteContent } from '../page/siteContent';
import { ContactDetails } from './ContactDetails';

const companyLinks: readonly { label: MessageKey; href: string }[] = [
  { label: 'nav.about', href: '/about' },
  { label: 'nav.blog', href: '/blog' },
  { label: 'nav.contact', href: '/#contact' },
  { label: 'footer.privacy', href: '/privacy' },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading
        as="h2"
        size="sm"
        color="brand.onDark"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The social links staff published, named as the networks name themselves. */
function useSocialLinks() {
  const { contact } = useSiteContent();
  return [
    { label: 'LinkedIn', href: contact.linkedin },
    { label: 'X', href: contact.x },
  ].filter((link) => link.href !== '');
}

/** The footer: tagline, contact details, client access label, company and social links, the year. */
export function Footer() {
  const { t } = useI18n();
  const socialLinks = useSocialLinks();
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="nav.bg" color="nav.fg" py="12">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="10">
          <Stack gap="4">
            <Logo h="60px" alignSelf="flex-start" />
            <Text color="whiteAlpha.800">{t('footer.tagline')}</Text>
            <ContactDetails color="whiteAlpha.800" />
          </Stack>
          <FooterColumn title={t('footer.company')}>
            {companyLinks.map((link) => (
              <Link
                key={link.href}
                asChild
                color="whiteAlpha.800"
                _hover={{ color: 'brand.onDark' }}
              >
                <SiteLink href={link.href}>{t(link.label)}</SiteLink>
              </Link>
            ))}
          </FooterColumn>
          <FooterColumn title={t('footer.clientAccess')}>
            {/* The client portal is a label only; there is nothing to link to yet. */}
            <Text color="whiteAlpha.800">{t('footer.clientPortal')}</Text>
          </FooterColumn>
          <FooterColumn title={t('footer.followUs')}>
            {socialLinks.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                color="whiteAlpha.800"
                _hover={{ color: 'brand.onDark' }}
              >
                {link.label}
              </Link>
            ))}
          </FooterColumn>
        </SimpleGrid>
        <Text
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          color="whiteAlpha.700"
          textStyle="sm"
        >
          {t('footer.copyright', { year: String(year) })}
        </Text>
      </Container>
    </Box>
  );
}
