import chromium from '../scripts/chromium.json' with { type: 'json' };

/** Launch options for Debian's Chromium (no browser download ever). */
export const chromiumPath = process.env.CHROMIUM_PATH || chromium.defaultPath;
export const chromiumArgs = chromium.args;
