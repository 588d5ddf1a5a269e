import { useState, type ChangeEvent } from 'react';
import { IMAGE_ALIGNMENTS, type ImageAlignment } from '@app/contract/posts';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { NativeSelect } from 'shared_ui/choices';
import { Button, Field, Input } from 'shared_ui/forms';
import { Image } from 'shared_ui/display';
import { ALIGNMENT_LABELS, DEFAULT_IMAGE_ALIGNMENT, defaultImageName } from './contentImages';
import { IMAGE_ACCEPT, NOT_AN_IMAGE, isAcceptedImage } from './imageFiles';
import { FieldError } from '../forms/FieldError';

export interface AddContentImageFormProps {
  onAdd(file: File, name: string, alignment: ImageAlignment): void;
  /** After an add or a cancel: the panel folds the form away. */
  onDone(): void;
}

interface Draft {
  file: File;
  url: string;
  name: string;
  alignment: ImageAlignment;
}

/** Choose a file, see it, name it (its alternative text) and align it, then add it to the post. */
export function AddContentImageForm({ onAdd, onDone }: AddContentImageFormProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fileError, setFileError] = useState<string>();

  const discardDraft = () => {
    if (draft) URL.revokeObjectURL(draft.url);
    setDraft(null);
  };
  const cancel = () => {
    discardDraft();
    onDone();
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
    onDone();
  };

  return (
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
        <Button size="sm" variant="ghost" onClick={cancel}>
          Cancel
          <Box as="span" srOnly>
            {' adding an image'}
          </Box>
        </Button>
      </HStack>
    </Stack>
  );
}
