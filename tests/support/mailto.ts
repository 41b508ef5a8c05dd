/** A mailto: URL as a mail app reads it: the address, the query's keys in order, the decoded subject and body. */
export function decodeMailto(url: string) {
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => pair.split("="));
  const value = (key: string) => decodeURIComponent(pairs.find(([name]) => name === key)?.[1] ?? "");
  return { url, address, keys: pairs.map(([key]) => key), subject: value("subject"), body: value("body") };
}
