/**
 * The build's refusals, by name: in a terminal, Gatsby's reporter heads an error it has no entry
 * for "ERROR UNKNOWN"; with these in Gatsby's error map for plugins (set in the content plugin's
 * onPreInit) it heads each with its id ("ERROR #content_launch-gate", Gatsby adding the plugin's
 * name), and the words are the content check's or the launch gate's own. (On CI and in Netlify's
 * deploy log Gatsby logs plain lines: the words follow "error".)
 */
export const contentErrors = { contentCheck: "content-check", launchGate: "launch-gate" } as const;

/** Each refusal's entry: its own words, a person's to act on. */
const ownWords = { text: (context: { text: string }) => context.text, level: "ERROR", category: "USER" } as const;

export const contentErrorMap = { [contentErrors.contentCheck]: ownWords, [contentErrors.launchGate]: ownWords };
