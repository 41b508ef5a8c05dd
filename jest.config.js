/**
 * Three projects, as Gatsby's unit-testing guide sets them up:
 *  - unit:  components and pure logic in jsdom (src/**, tests/unit/**), and the build's own code
 *           (plugins/**, in Node: each of its tests says `@jest-environment node`);
 *  - build: assertions on the production build in public/ (tests/build/**), run after `gatsby build`;
 *  - e2e:   the production build in Debian's Chromium (e2e/**), served as Netlify serves it.
 * `npm run test:unit` and `npm run test:e2e` run a worker per core (--maxWorkers=100%): Jest's
 * default keeps one core for itself, which on a 2-core machine means every test file one after
 * another in one process; two browser test files side by side share nothing they could collide on
 * (each its own port, Chromium profile and copy of data/ or of the project; public/ only read), and
 * the variant sites are built once per run by one builder (e2e/variants.ts). docs/performance.md,
 * "The loop".
 */
/**
 * Each project's default time-out for one test, sized to its work: Jest's own 5 s suits a fast
 * desktop, and CI is a shared 2-core host several times slower. A test whose work grows past these
 * (a webpack or Gatsby build, a browser's cold start) sets its own. Jest reads `testTimeout` for a
 * whole run only, so tests/testTimeout.ts sets each project's from its globals.
 */
const testTimeout = {
  // Rendering pages in jsdom and typing into forms: well under a second each on a quiet machine.
  unit: 20_000,
  // Reading and checking the whole of public/ (every page, every served image, vnu's Java start).
  build: 120_000,
  // A cold Chromium start, a page load and a form's worth of steps: past 30 s on the busy 2-core host
  // (security.e2e's contact form and invitation link, seen at 30-35 s).
  e2e: 60_000,
};

const shared = {
  // Kept with the project, not in the system's temporary folder (npm test gives each run its own, and
  // removes it at the end): the transformed files stay cached from one run to the next.
  cacheDirectory: "<rootDir>/node_modules/.cache/jest",
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
  // Jest's order, with the browser tests that use a variant site last (tests/sequencer.js).
  testSequencer: "<rootDir>/tests/sequencer.js",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      // The unit tests read a fixed copy of the content (tests/support/content.ts), the others data/.
      globals: { ...shared.globals, __TEST_TIMEOUT__: testTimeout.unit, __TEST_CONTENT__: "fixture" },
      setupFiles: ["<rootDir>/tests/loadershim.js"],
      // A temporary folder of the run's own, removed at its end (tests/runTempFolder.ts).
      globalSetup: "<rootDir>/tests/globalSetup.ts",
      globalTeardown: "<rootDir>/tests/globalTeardown.ts",
      setupFilesAfterEnv: ["<rootDir>/tests/testTimeout.ts", "<rootDir>/tests/setup-tests.ts"],
      testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/plugins/**/*.test.{ts,tsx}", "<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      globals: { ...shared.globals, __TEST_TIMEOUT__: testTimeout.build },
      globalSetup: "<rootDir>/tests/globalSetup.ts",
      globalTeardown: "<rootDir>/tests/globalTeardown.ts",
      setupFilesAfterEnv: ["<rootDir>/tests/testTimeout.ts"],
      testMatch: ["<rootDir>/tests/build/**/*.test.ts"],
    },
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      globals: { ...shared.globals, __TEST_TIMEOUT__: testTimeout.e2e },
      setupFilesAfterEnv: ["<rootDir>/tests/testTimeout.ts"],
      testMatch: ["<rootDir>/e2e/**/*.e2e.test.ts"],
      // The run's temporary folder, and its variant sites (e2e/variants.ts): built once per run by one builder, started here.
      globalSetup: "<rootDir>/e2e/globalSetup.ts",
      globalTeardown: "<rootDir>/e2e/globalTeardown.ts",
    },
  ],
};
