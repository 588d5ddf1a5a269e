import { useId, type ChangeEvent } from 'react';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { Image } from 'shared_ui/display';
import { featuredImageShown, type FeaturedImageState } from './featuredImage';
import { IMAGE_ACCEPT } from './imageFiles';
import { FieldError } from '../forms/FieldError';

export interface FeaturedImageFieldProps {
  state: FeaturedImageState;
  error?: string;
  onChoose(file: File): void;
  onRemove(): void;
  onUndo(): void;
}

/** Keep, replace, remove and undo the featured image. */
export function FeaturedImageField({
  state,
  error,
  onChoose,
  onRemove,
  onUndo,
}: FeaturedImageFieldProps) {
  const shown = featuredImageShown(state);
  const statusId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again after a removal still fires a change.
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>Featured image</Field.Label>
      <Stack gap="3" w="full">
        {shown && (
          <Box borderWidth="1px" borderRadius="l2" overflow="hidden" maxW="sm">
            <Image src={shown} alt="Featured image preview" w="full" maxH="48" objectFit="cover" />
          </Box>
        )}
        <Text id={statusId} fontSize="sm" color="fg.muted" aria-live="polite">
          {state.file
            ? `New image: ${state.file.name}`
            : state.removeExisting
              ? 'The current image will be removed when you save.'
              : state.existingUrl
                ? 'Current image kept.'
                : 'No featured image.'}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Input
            type="file"
            name="image"
            accept={IMAGE_ACCEPT}
            onChange={choose}
            aria-describedby={statusId}
            p="1.5"
            maxW="sm"
          />
          {shown && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
              Remove image
            </Button>
          )}
          {state.removeExisting && !state.file && (
            <Button size="sm" variant="outline" onClick={onUndo}>
              Undo
            </Button>
          )}
        </HStack>
      </Stack>
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}
