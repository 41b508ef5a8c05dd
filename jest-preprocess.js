// Gatsby's unit-testing guide: compile tests and components with Gatsby's own Babel preset.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
