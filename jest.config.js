/**
 * Three projects, as Gatsby's unit-testing guide sets them up:
 *  - unit:  components and pure logic in jsdom (src/**, tests/unit/**), and the build's own code
 *           (plugins/**, in Node: each of its tests says `@jest-environment node`);
 *  - build: assertions on the production build in public/ (tests/build/**), run after `gatsby build`;
 *  - e2e:   the production build in Debian's Chromium (e2e/**), served as Netlify serves it.
 */
const shared = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    // marked ships ES modules and a UMD build; Jest loads the UMD one as it is (Node runs its syntax).
    "^marked$": "<rootDir>/node_modules/marked/lib/marked.umd.js",
    // Decap's phrases: its main build is an empty browser stub; its ES modules hold them (as the editor's bundle reads them).
    "^decap-cms-locales$": "<rootDir>/node_modules/decap-cms-locales/dist/esm/index.js",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  // Netlify's parsers (plugins/site-finish/netlifyRules.ts) are ES modules, as is one of their own
  // dependencies, and so are Decap's phrases: Babel makes them modules Jest can load.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|decap-cms-locales)/)"],
  globals: { __PATH_PREFIX__: "" },
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFiles: ["<rootDir>/tests/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/tests/setup-tests.ts"],
      testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/plugins/**/*.test.{ts,tsx}", "<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/build/**/*.test.ts"],
    },
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      setupFilesAfterEnv: ["<rootDir>/e2e/setup.ts"],
      testMatch: ["<rootDir>/e2e/**/*.e2e.test.ts"],
    },
  ],
};
