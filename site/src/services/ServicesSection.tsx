import { CarouselDialogOpener } from 'shared_ui/CarouselDialog';
import { Box, Container, SimpleGrid, Stack, chakra } from 'shared_ui/layout';
import { Span } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { useServices, type ServiceCard } from './services';
import { entryAnimation } from '../layout/entryAnimation';
import { SectionHeader } from '../layout/SectionHeader';
import { IconTile } from '../icons/IconTile';
import { ForwardArrowIcon } from '../icons/directionIcons';
import { SERVICE_MODAL_ID, ServiceModal } from './ServiceModal';

interface ServiceCardButtonProps {
  service: ServiceCard;
  order: number;
}

function ServiceCardButton({ service, order }: ServiceCardButtonProps) {
  const { rich } = useI18n();
  // The card reads as its title and description; its control is the visible "Learn more" cue,
  // named "Learn more about Payroll" (the words on screen start its name, WCAG 2.5.3). The
  // cue's box stretches over the whole card, so a press anywhere on the card opens the modal:
  // the browser opens it from the server's HTML, before any script has loaded.
  return (
    <chakra.div
      position="relative"
      display="flex"
      gap="5"
      alignItems="flex-start"
      textAlign="start"
      p={{ base: '5', md: '7' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      transition="border-color 0.2s, box-shadow 0.2s"
      _hover={{ borderColor: 'brand.border', boxShadow: 'md' }}
      css={entryAnimation(order)}
    >
      <IconTile icon={service.icon} flexShrink="0" />
      <Stack gap="2" alignItems="flex-start">
        <Span fontSize="lg" fontWeight="semibold" color="fg">
          {service.title}
        </Span>
        <Span color="fg.muted">{service.description}</Span>
        <CarouselDialogOpener
          carousel={SERVICE_MODAL_ID}
          index={order}
          color="brand.fg"
          fontWeight="medium"
          cursor="pointer"
          _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' }}
          _focusVisible={{
            outline: 'none',
            _after: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
          }}
        >
          {rich('services.learnMore', {
            about: (chunks) => <Span srOnly>{chunks}</Span>,
            service: service.title,
          })}
          <Span display="inline-block" ms="1.5" verticalAlign="-0.125em">
            <ForwardArrowIcon />
          </Span>
        </CarouselDialogOpener>
      </Stack>
    </chakra.div>
  );
}

/** The six service cards; each opens the service modal on its service. */
export function ServicesSection() {
  const { t } = useI18n();
  const services = useServices();
  return (
    <Box
      as="section"
      id="services"
      aria-labelledby="services-heading"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="7xl">
        <SectionHeader
          id="services-heading"
          title={t('services.title')}
          subtitle={t('services.subtitle')}
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
          {services.map((service, index) => (
            <ServiceCardButton key={service.title} service={service} order={index} />
          ))}
        </SimpleGrid>
      </Container>
      {/* In the server's HTML, closed: a card's first tap needs neither script nor a chunk. */}
      <ServiceModal />
    </Box>
  );
}
