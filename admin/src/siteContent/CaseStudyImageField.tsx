import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SiteContentOf } from '@app/contract/siteContent';
import { Button, Field } from 'shared_ui/forms';
import { chakra, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { failureText } from '../refusals/refusalText';
import { BilingualField } from './fields';
import { uploadSiteImage } from './siteApi';

type Image = NonNullable<SiteContentOf<'caseStudies'>['items'][number]['image']>;

const EMPTY = { en: '', ar: '' };

/**
 * A case study's image: upload one (stored and re-encoded like a post's images), say what it
 * shows in both languages (required to publish), or remove it.
 */
export function CaseStudyImageField({
  path,
  value,
  onChange,
}: {
  /** The dotted path of the case study in the document (`items.0`). */
  path: string;
  value: Image | undefined;
  onChange: (image: Image | undefined) => void;
}) {
  const input = useId();
  const upload = useMutation({
    mutationFn: uploadSiteImage,
    onSuccess: ({ src }) => onChange({ src, alt: value?.alt ?? EMPTY }),
  });
  return (
    <Stack gap="3">
      <Field.Root invalid={upload.isError}>
        <Field.Label htmlFor={input}>Image</Field.Label>
        {value && (
          <chakra.img src={value.src} alt="" maxW="300px" borderRadius="l2" borderWidth="1px" />
        )}
        <HStack gap="2">
          <input
            id={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = '';
            }}
          />
          {value && (
            <Button size="sm" variant="outline" onClick={() => onChange(undefined)}>
              Remove the image
            </Button>
          )}
        </HStack>
        <Field.HelperText>
          PNG, JPEG, GIF or WebP; shown at 300×280 px in the about page&apos;s project viewer.
        </Field.HelperText>
        {upload.isPending && <Text role="status">Uploading…</Text>}
        {upload.isError && (
          <Field.ErrorText>
            {failureText(upload.error, 'The image was not uploaded.')}
          </Field.ErrorText>
        )}
      </Field.Root>
      {value && (
        <BilingualField
          label="Image description (alt text)"
          path={`${path}.image.alt`}
          max={200}
          value={value.alt}
          onChange={(alt) => onChange({ ...value, alt })}
        />
      )}
    </Stack>
  );
}
