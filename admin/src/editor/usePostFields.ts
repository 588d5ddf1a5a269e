import { useState } from 'react';
import type { Post } from '@app/contract/posts';
import {
  fieldsOf,
  type EditorErrors,
  type PostFieldName,
  type PostFormFields,
} from './postFormValues';
import { slugAfterTitleChange, type EditorMode } from './slugRules';

/**
 * The text fields and the messages beside them. A field's message goes as soon as the field is
 * edited: it described a value that is no longer there.
 */
export function usePostFields(mode: EditorMode, post: Post | null) {
  const [initial, setInitial] = useState(() => fieldsOf(post));
  const [fields, setFields] = useState<PostFormFields>(initial);
  const [slugEditedByHand, setSlugEditedByHand] = useState(false);
  const [errors, setErrors] = useState<EditorErrors>({});

  const clearError = (name: PostFieldName | 'image') =>
    setErrors((current) =>
      current[name] === undefined ? current : { ...current, [name]: undefined },
    );

  const change = (name: PostFieldName, value: string) => {
    clearError(name);
    if (name === 'title') {
      const slug = slugAfterTitleChange(mode, { ...fields, slugEditedByHand }, value);
      if (slug !== fields.slug) clearError('slug');
      setFields({ ...fields, title: value, slug });
      return;
    }
    if (name === 'slug') setSlugEditedByHand(true);
    if (name === 'language') {
      // A translation is in the other language: one chosen for the old language no longer fits.
      clearError('translationOf');
      setFields({ ...fields, language: value as PostFormFields['language'], translationOf: '' });
      return;
    }
    setFields({ ...fields, [name]: value });
  };

  /** Starts over from a post as the server now has it (a restored revision). */
  const reset = (next: Post) => {
    const restored = fieldsOf(next);
    setInitial(restored);
    setFields(restored);
    setSlugEditedByHand(false);
    setErrors({});
  };

  return { initial, fields, setFields, errors, setErrors, clearError, change, reset };
}

export type PostFields = ReturnType<typeof usePostFields>;
