import { Global } from '@emotion/react';
import { arabicFontCss, arabicWordsCss } from './arabicFont';

const ARABIC_FONT_CSS = arabicFontCss();
const ARABIC_WORDS_CSS = arabicWordsCss();

/**
 * Declares the Arabic typeface for the page it is rendered in (the app root renders it on Arabic
 * pages). Through Emotion, so the server inlines it with the page's critical styles and the
 * browser keeps it while the page is Arabic.
 */
export function ArabicFontFaces() {
  return <Global styles={ARABIC_FONT_CSS} />;
}

/** The face of an English page's Arabic words (the app root renders it on English pages). */
export function ArabicWordsFont() {
  return <Global styles={ARABIC_WORDS_CSS} />;
}
