/**
 * The kit's article renderer (`shared_ui/ArticleBody`), built in parallel. tsconfig paths resolve
 * `shared_ui/*` to the kit's source first; this declaration of its agreed interface only applies
 * while that file does not exist yet, and can go once it does.
 */
declare module 'shared_ui/ArticleBody' {
  import type { ComponentType } from 'react';

  export interface ArticleBodyProps {
    markdown: string;
    resolveImageSrc?: (src: string) => string | undefined;
  }

  const ArticleBody: ComponentType<ArticleBodyProps>;
  export default ArticleBody;
  export { ArticleBody };
}
