import { whatsAppLink } from '@app/contract/siteContentPaths';
import { Stack } from 'shared_ui/layout';
import { Link, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { useSiteContent } from '../page/siteContent';

/**
 * The e-mail, phone, WhatsApp (a click-to-chat link) and offices staff published, each only when
 * set: the footer and the contact page show them.
 */
export function ContactDetails({
  color,
  centered = false,
}: {
  color?: string;
  centered?: boolean;
}) {
  const { t } = useI18n();
  const { contact } = useSiteContent();
  const links = [
    contact.email !== '' && { label: contact.email, href: `mailto:${contact.email}` },
    contact.phone !== '' && {
      label: contact.phone,
      href: `tel:${contact.phone.replace(/[^+0-9]/g, '')}`,
    },
    contact.whatsapp !== '' && {
      label: t('contact.details.whatsapp'),
      href: whatsAppLink(contact.whatsapp),
    },
  ].filter((link) => link !== false);
  if (links.length === 0 && contact.addresses.length === 0) return null;
  return (
    <Stack
      as="address"
      gap="2"
      fontStyle="normal"
      color={color}
      align={centered ? 'center' : 'flex-start'}
      textAlign={centered ? 'center' : undefined}
      mb={centered ? '8' : undefined}
      data-contact-details=""
    >
      {links.map((link) => (
        // Numbers and addresses read left to right in either language.
        <Link key={link.href} href={link.href} color="inherit" dir="ltr">
          {link.label}
        </Link>
      ))}
      {contact.addresses.map((office) => (
        <Text key={office.label} whiteSpace="pre-line">
          <strong>{office.label}</strong>
          {'\n'}
          {office.text}
        </Text>
      ))}
    </Stack>
  );
}
