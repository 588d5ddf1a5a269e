import type { PostLanguage } from '@app/contract/posts';

/** dir and lang of an element holding a post's own text: set for Arabic, absent for English. */
export type PostTextAttributes = { dir?: 'rtl'; lang?: 'ar' };

const ATTRIBUTES: Record<PostLanguage, PostTextAttributes> = {
  en: {},
  ar: { dir: 'rtl', lang: 'ar' },
};

/** The attributes of the fields and the preview holding a post's text, by its language. */
export function postTextAttributes(language: PostLanguage): PostTextAttributes {
  return ATTRIBUTES[language];
}
