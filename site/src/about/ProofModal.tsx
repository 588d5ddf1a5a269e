import type { ChangeEvent } from 'react';
import { responsiveImage } from '@app/contract/media';
import { CarouselDialog } from 'shared_ui/CarouselDialog';
import { Box, Flex, Stack, chakra } from 'shared_ui/layout';
import { Span, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { useDialogLabels } from '../layout/useDialogLabels';
import { useProofItems, type ProofItem } from './proofItems';
import { UploadIcon } from './aboutIcons';

/** The recommended proof image size, 300×280. */
const IMAGE_WIDTH = 300;
const IMAGE_HEIGHT = 280;

/**
 * The upload placeholder, shown where an item has no image yet. Choosing a file only reports it
 * on the console; nothing is uploaded.
 */
function ImageUploadArea({ item }: { item: ProofItem }) {
  const { t } = useI18n();
  const logChosenFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) {
      console.log(`Image chosen for ${item.title} (not uploaded):`, file.name);
    }
  };
  return (
    <chakra.label
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="2"
      w="full"
      maxW={`${IMAGE_WIDTH}px`}
      aspectRatio={`${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`}
      mx="auto"
      p="4"
      textAlign="center"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="l3"
      bg="bg.subtle"
      color="fg.muted"
      cursor="pointer"
      _hover={{ borderColor: 'brand.border' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <Span fontSize="3xl">
        <UploadIcon />
      </Span>
      <Span fontWeight="medium" color="fg">
        {t('proof.upload')}
      </Span>
      <Span fontSize="sm">{t('proof.recommendedSize')}</Span>
      <chakra.input type="file" accept="image/*" srOnly onChange={logChosenFile} />
    </chakra.label>
  );
}

/** Names the proof dialogs in the page: an opener of item i points at `proof-modal-<i>`. */
export const PROOF_MODAL_ID = 'proof-modal';

/** The proof-of-work viewer, one project at a time with wrap-around. */
export function ProofModal() {
  const { t } = useI18n();
  const items = useProofItems();
  const labels = useDialogLabels();
  return (
    <CarouselDialog
      id={PROOF_MODAL_ID}
      count={items.length}
      itemLabel={(index) => t('dialog.show', { title: items[index]?.title ?? '' })}
      dotsLabel={t('proof.choose')}
      labels={labels}
      title={(index) => {
        const item = items[index];
        if (!item) return null;
        const Icon = item.icon;
        return (
          <Flex as="span" gap="3" align="center">
            <Span color="brand.fg" display="inline-flex">
              <Icon />
            </Span>
            {item.title}
          </Flex>
        );
      }}
    >
      {(index) => {
        const item = items[index];
        return item ? <ProofDetails item={item} /> : null;
      }}
    </CarouselDialog>
  );
}

function ProofDetails({ item }: { item: ProofItem }) {
  const { t } = useI18n();
  return (
    <Stack gap="5" fontSize="md">
      {item.imagePath ? (
        <chakra.img
          {...responsiveImage(item.imagePath)}
          sizes={`${IMAGE_WIDTH}px`}
          alt={item.imageAlt}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          mx="auto"
          borderRadius="l3"
          objectFit="cover"
        />
      ) : (
        <ImageUploadArea item={item} />
      )}
      <Text>{item.description}</Text>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        <chakra.dt fontWeight="semibold">{t('proof.industry')}</chakra.dt>
        <chakra.dd>{item.industry}</chakra.dd>
        <chakra.dt fontWeight="semibold">{t('proof.impact')}</chakra.dt>
        <chakra.dd>{item.impact}</chakra.dd>
      </chakra.dl>
      <Box>
        <Text color="fg.muted">{item.details}</Text>
      </Box>
    </Stack>
  );
}
