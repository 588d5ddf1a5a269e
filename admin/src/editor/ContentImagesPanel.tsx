import { useState, type ChangeEvent } from 'react';
import {
  IMAGE_ALIGNMENTS,
  MAX_CONTENT_IMAGES_PER_SAVE,
  type ImageAlignment,
} from '@app/contract/posts';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { NativeSelect } from 'shared_ui/choices';
import { Button, Field, Input } from 'shared_ui/forms';
import { Image } from 'shared_ui/display';
import { DEFAULT_IMAGE_ALIGNMENT, defaultImageName, type ContentImage } from './contentImages';
import { IMAGE_ACCEPT, NOT_AN_IMAGE, isAcceptedImage } from './imageFiles';
import { FieldError } from '../forms/FieldError';

export interface ContentImagesPanelProps {
  images: readonly ContentImage[];
  /** Messages from a refused save, by image index. */
  errors: Record<number, string>;
  onAdd(file: File, name: string, alignment: ImageAlignment): void;
  onInsert(index: number): void;
  onRemove(index: number): void;
}

interface Draft {
  file: File;
  url: string;
  name: string;
  alignment: ImageAlignment;
}

const ALIGNMENT_LABELS: Record<ImageAlignment, string> = {
  left: 'Left',
  center: 'Center',
  right: 'Right',
};

/** Spec 4: the "Add Image" panel and the list of images with Insert and Remove. */
export function ContentImagesPanel({
  images,
  errors,
  onAdd,
  onInsert,
  onRemove,
}: ContentImagesPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fileError, setFileError] = useState<string>();
  const full = images.length >= MAX_CONTENT_IMAGES_PER_SAVE;

  const discardDraft = () => {
    if (draft) URL.revokeObjectURL(draft.url);
    setDraft(null);
  };
  const close = () => {
    discardDraft();
    setFileError(undefined);
    setOpen(false);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    discardDraft();
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setFileError(NOT_AN_IMAGE);
      return;
    }
    setFileError(undefined);
    setDraft({
      file,
      url: URL.createObjectURL(file),
      name: defaultImageName(file.name),
      alignment: DEFAULT_IMAGE_ALIGNMENT,
    });
  };
  const add = () => {
    if (!draft) return;
    // The list takes over the preview URL: it is revoked when the image is removed.
    onAdd(draft.file, draft.name.trim() || defaultImageName(draft.file.name), draft.alignment);
    setDraft(null);
    setOpen(false);
  };

  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      as="section"
      aria-label="Content images"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium">Content images</Text>
        {!open && (
          <Button size="sm" variant="outline" disabled={full} onClick={() => setOpen(true)}>
            Add Image
          </Button>
        )}
      </HStack>
      {full && (
        <Text fontSize="sm" color="fg.muted">
          At most {MAX_CONTENT_IMAGES_PER_SAVE} new images per save.
        </Text>
      )}

      {open && (
        <Stack gap="3" bg="bg.muted" borderRadius="l2" p="3">
          <Field.Root invalid={fileError !== undefined}>
            <Field.Label>Image file</Field.Label>
            <Input
              type="file"
              name="contentImageFile"
              accept={IMAGE_ACCEPT}
              onChange={choose}
              p="1.5"
              bg="bg"
            />
            <FieldError>{fileError}</FieldError>
          </Field.Root>
          {draft && (
            <>
              <Image
                src={draft.url}
                alt={`Preview of ${draft.file.name}`}
                maxH="32"
                w="auto"
                alignSelf="start"
                borderRadius="l1"
              />
              <Field.Root>
                <Field.Label>Image name</Field.Label>
                <Input
                  bg="bg"
                  value={draft.name}
                  onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                />
                <Field.HelperText>Used as the image&apos;s alternative text.</Field.HelperText>
              </Field.Root>
              <Field.Root>
                <Field.Label>Alignment</Field.Label>
                <NativeSelect.Root bg="bg">
                  <NativeSelect.Field
                    value={draft.alignment}
                    onChange={(event) =>
                      setDraft({ ...draft, alignment: event.target.value as ImageAlignment })
                    }
                  >
                    {IMAGE_ALIGNMENTS.map((alignment) => (
                      <option key={alignment} value={alignment}>
                        {ALIGNMENT_LABELS[alignment]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </>
          )}
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" disabled={!draft} onClick={add}>
              Add to post
            </Button>
            <Button size="sm" variant="ghost" onClick={close}>
              Cancel
              <Box as="span" srOnly>
                {' adding an image'}
              </Box>
            </Button>
          </HStack>
        </Stack>
      )}

      {images.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none">
          {images.map((image, index) => (
            <Box
              as="li"
              key={image.previewUrl}
              borderTopWidth={index === 0 ? 0 : '1px'}
              pt={index === 0 ? 0 : 2}
            >
              <HStack gap="3" align="center" wrap="wrap">
                <Image
                  src={image.previewUrl}
                  alt=""
                  boxSize="12"
                  objectFit="cover"
                  borderRadius="l1"
                />
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
      )}
    </Stack>
  );
}
