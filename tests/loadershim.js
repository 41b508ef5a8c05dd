// Gatsby's Link asks its loader to prefetch pages; in tests there is nothing to fetch.
global.___loader = {
  enqueue: jest.fn(),
};
