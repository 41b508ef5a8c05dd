/**
 * The order Jest runs test files in (jest.config.js `testSequencer`): Jest's own (a file that failed
 * last time first, then the slowest by the last run's times, else the largest), except that the
 * browser test files that use a variant site (`useVariantSite(`, e2e/variantSite.ts) run last: a run
 * of the whole suite builds the variants from its start (e2e/globalSetup.ts), so by then they are
 * built, and the files before them keep the machine busy meanwhile.
 */
const fs = require("fs");
const Sequencer = require("@jest/test-sequencer").default;

const usesVariantSite = (file) => /\buseVariantSite\(/.test(fs.readFileSync(file, "utf8"));

class ProjectSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const last = new Set(sorted.filter((test) => usesVariantSite(test.path)));
    return [...sorted.filter((test) => !last.has(test)), ...sorted.filter((test) => last.has(test))];
  }
}

module.exports = ProjectSequencer;
