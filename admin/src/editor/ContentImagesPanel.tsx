import { useState } from 'react';
import { MAX_CONTENT_IMAGES_PER_SAVE, type ImageAlignment } from '@app/contract/posts';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { AddContentImageForm } from './AddContentImageForm';
import { ContentImageList } from './ContentImageList';
import type { ContentImage } from './contentImages';

export interface ContentImagesPanelProps {
  images: readonly ContentImage[];
  /** Messages from a refused save, by image index. */
  errors: Record<number, string>;
  onAdd(file: File, name: string, alignment: ImageAlignment): void;
  onInsert(index: number): void;
  onRemove(index: number): void;
}

/**
 * The images of the content: "Add Image" opens a form for one more, and the list below offers
 * each for insertion at the cursor or removal. A save takes only so many new images, so adding
 * stops at that count.
 */
export function ContentImagesPanel({
  images,
  errors,
  onAdd,
  onInsert,
  onRemove,
}: ContentImagesPanelProps) {
  const [open, setOpen] = useState(false);
  const full = images.length >= MAX_CONTENT_IMAGES_PER_SAVE;

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
      {open && <AddContentImageForm onAdd={onAdd} onDone={() => setOpen(false)} />}
      <ContentImageList images={images} errors={errors} onInsert={onInsert} onRemove={onRemove} />
    </Stack>
  );
}
