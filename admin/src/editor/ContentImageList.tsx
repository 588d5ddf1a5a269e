import { Box, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Image } from 'shared_ui/display';
import { ALIGNMENT_LABELS, type ContentImage } from './contentImages';

export interface ContentImageListProps {
  images: readonly ContentImage[];
  /** Messages from a refused save, by image index. */
  errors: Record<number, string>;
  onInsert(index: number): void;
  onRemove(index: number): void;
}

/** The images waiting to upload, each with Insert (at the cursor) and Remove. */
export function ContentImageList({ images, errors, onInsert, onRemove }: ContentImageListProps) {
  if (images.length === 0) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {images.map((image, index) => (
        <Box
          as="li"
          key={image.previewUrl}
          borderTopWidth={index === 0 ? 0 : '1px'}
          pt={index === 0 ? 0 : 2}
        >
          <HStack gap="3" align="center" wrap="wrap">
            <Image src={image.previewUrl} alt="" boxSize="12" objectFit="cover" borderRadius="l1" />
            <Stack gap="0" flex="1" minW="32">
              <Text fontWeight="medium" truncate>
                {image.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {ALIGNMENT_LABELS[image.alignment]} · {image.file.name}
              </Text>
              {errors[index] && (
                <Text fontSize="sm" color="red.700">
                  {errors[index]}
                </Text>
              )}
            </Stack>
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={() => onInsert(index)}>
                Insert
                <Box as="span" srOnly>{` "${image.name}" at the cursor`}</Box>
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => onRemove(index)}
              >
                Remove
                <Box as="span" srOnly>{` "${image.name}"`}</Box>
              </Button>
            </HStack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
