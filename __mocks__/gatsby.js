// Gatsby's unit-testing guide: the real module needs Gatsby's runtime; tests need only its shapes.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Drop Gatsby-only props so they do not end up on the <a> as unknown attributes.
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, onClick, ...rest }) =>
      React.createElement("a", {
        ...rest,
        href: to,
        // Like Gatsby's Link, route without a page load (jsdom cannot load pages).
        onClick: (event) => {
          if (onClick) onClick(event);
          event.preventDefault();
        },
      }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
