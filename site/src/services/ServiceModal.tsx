import { CarouselDialog } from 'shared_ui/CarouselDialog';
import { Box, Stack } from 'shared_ui/layout';
import { Heading, List, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { useDialogLabels } from '../layout/useDialogLabels';
import { useServices } from './services';

/** Names the service dialogs in the page: a card's opener points at `services-modal-<index>`. */
export const SERVICE_MODAL_ID = 'services-modal';

/** One service's details, stepping through all six with wrap-around. */
export function ServiceModal() {
  const { t } = useI18n();
  const services = useServices();
  const labels = useDialogLabels();
  return (
    <CarouselDialog
      id={SERVICE_MODAL_ID}
      count={services.length}
      itemLabel={(index) => t('dialog.show', { title: services[index]?.title ?? '' })}
      dotsLabel={t('services.dialog.choose')}
      title={(index) => services[index]?.title}
      labels={labels}
    >
      {(index) => {
        const service = services[index];
        return service ? (
          <Stack gap="6" fontSize="md">
            <Text color="fg.muted">{service.content.intro}</Text>
            <Box>
              <Heading as="h3" size="md" mb="2">
                {t('services.dialog.software')}
              </Heading>
              <Text>{service.content.software}</Text>
            </Box>
            <Box>
              <Heading as="h3" size="md" mb="2">
                {t('services.dialog.deliverables')}
              </Heading>
              <List.Root ps="5" gap="1">
                {service.content.deliverables.map((deliverable) => (
                  <List.Item key={deliverable}>{deliverable}</List.Item>
                ))}
              </List.Root>
            </Box>
          </Stack>
        ) : null;
      }}
    </CarouselDialog>
  );
}
