import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_KEY } from './emotionKey';

/**
 * The Emotion cache of one page, the same on the server and in the browser. Without stylis'
 * prefixer: every browser we serve reads Chakra's unprefixed CSS, and the -webkit-/-ms- copies
 * it adds were a third of the styles inlined in each page, all parsed before the first paint.
 */
export function createPageEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [] });
}
