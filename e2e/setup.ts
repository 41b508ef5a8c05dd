// A cold Chromium start and a page load take seconds on a 2-core machine, more than Jest's 5 s default.
jest.setTimeout(30_000);
