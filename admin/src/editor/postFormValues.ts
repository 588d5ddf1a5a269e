import { fieldErrors, firstMessages } from '@app/contract/validation';
import { DEFAULT_POST_LANGUAGE, postForm, type Post, type PostLanguage } from '@app/contract/posts';

/** The text fields of the post form, as the contract's post form names them. */
export interface PostFormFields {
  title: string;
  slug: string;
  description: string;
  content: string;
  tags: string;
  /** The language the post is written in. */
  language: PostLanguage;
  /** The slug of its translation in the other language; '' for none. */
  translationOf: string;
}

export type PostFieldName = keyof PostFormFields;
export const POST_FIELD_NAMES: readonly PostFieldName[] = [
  'title',
  'slug',
  'description',
  'content',
  'tags',
  'language',
  'translationOf',
];

/** Messages shown beside the fields; `image` is the featured image field. */
export type EditorErrors = Partial<Record<PostFieldName | 'image', string>>;

export const EMPTY_FIELDS: PostFormFields = {
  title: '',
  slug: '',
  description: '',
  content: '',
  tags: '',
  language: DEFAULT_POST_LANGUAGE,
  translationOf: '',
};

export function fieldsOf(post: Post | null): PostFormFields {
  if (!post) return EMPTY_FIELDS;
  const { title, slug, description, content, tags, language, translationSlug } = post;
  return {
    title,
    slug,
    description,
    content,
    tags,
    language,
    translationOf: translationSlug ?? '',
  };
}

/**
 * The rules the server applies, checked first so nothing invalid is sent; the contract's
 * schema gives both the same verdict and the same words.
 */
export function validatePostFields(fields: PostFormFields): EditorErrors {
  const result = postForm.safeParse(fields);
  if (result.success) return {};
  const errors: EditorErrors = {};
  for (const [name, message] of Object.entries(firstMessages(fieldErrors(result.error)))) {
    if ((POST_FIELD_NAMES as readonly string[]).includes(name)) {
      errors[name as PostFieldName] = message;
    }
  }
  return errors;
}

export function sameFields(a: PostFormFields, b: PostFormFields): boolean {
  return POST_FIELD_NAMES.every((name) => a[name] === b[name]);
}
