import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The one way the site makes its Emotion cache, used by both the server render
 * (`gatsby-ssr`, which extracts the critical CSS into <head>) and the browser
 * (`gatsby-browser`, which adopts those <style data-emotion="css …"> tags
 * instead of inserting the rules again). The key must be the same on both sides.
 */
export const EMOTION_KEY = 'css';

/**
 * No Stylis plugins: the default one adds vendor prefixes (`-webkit-box`, `-ms-flexbox`…)
 * that none of the browsers we build for (package.json `browserslist`) needs, and that
 * would make every page's inlined CSS about a quarter larger.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: EMOTION_KEY, stylisPlugins: [] });
