/**
 * The Emotion cache key of the server render and of hydration. 'css' is the key of Emotion's
 * default cache, which the kit's components use in the browser; the server's style tags carry
 * it, so the browser adopts them instead of inserting the same rules again.
 */
export const EMOTION_KEY = 'css';
