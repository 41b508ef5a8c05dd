// The DOM's matchers and Testing Library, for the tests that have a DOM: a test in Node's
// environment (build code, the content check) does not load them, nor React's DOM with them.
if (typeof document !== "undefined") {
  require("@testing-library/jest-dom");
  // findBy… and waitFor wait on their condition up to 10 s, not Testing Library's 1 s: one role
  // query over a rendered page can take that long on a busy 2-core machine (the test's own
  // time-out, jest.config.js, stays the longer).
  (require("@testing-library/react") as typeof import("@testing-library/react")).configure({ asyncUtilTimeout: 10_000 });
}

// jsdom has <dialog> but not its methods; these do what the browser does to `open`. (Tests in
// Node's environment, such as gatsby-node's, have no DOM at all.)
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/**
 * A console.error during a test (a React warning, a failed prop type, a caught error) fails that
 * test. A test that expects an error replaces console.error with its own spy for its duration.
 */
const originalError = console.error;
let unexpectedErrors: unknown[][] = [];

beforeEach(() => {
  unexpectedErrors = [];
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (unexpectedErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpectedErrors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});

// A module, not a script: its names stay its own.
export {};
