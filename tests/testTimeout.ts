/** The project's default time-out for a test, from jest.config.js (its `testTimeout`, why there). */
declare const __TEST_TIMEOUT__: number;

jest.setTimeout(__TEST_TIMEOUT__);
