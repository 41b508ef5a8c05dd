/** @jest-environment node */
import { fileVersions, type PersistOptions, type VersionedBackend } from "./fileVersions";

/**
 * A backend as Decap's are (decap-cms-lib-util's Implementation): the published files, and the
 * editorial workflow's drafts (Git Gateway and GitHub), each with its pull request's last update.
 */
class Repository implements VersionedBackend {
  static files = new Map<string, string>();
  static drafts = new Map<string, { files: Map<string, string>; updatedAt: string }>();
  static writes: { path: string; raw: string; options: PersistOptions }[] = [];

  constructor(readonly config: { publish_mode?: string }) {}

  async getEntry(path: string) {
    return { data: Repository.files.get(path) ?? "" };
  }

  async unpublishedEntry({ collection, slug }: { collection: string; slug: string }) {
    const draft = Repository.drafts.get(`${collection}/${slug}`);
    if (!draft) throw Object.assign(new Error("content is not under editorial workflow"), { notUnderEditorialWorkflow: true });
    return { diffs: [...draft.files.keys()].map((path) => ({ path, id: `sha-of-${path}` })), updatedAt: draft.updatedAt };
  }

  async unpublishedEntryDataFile(collection: string, slug: string, path: string, _id: string) {
    return Repository.drafts.get(`${collection}/${slug}`)!.files.get(path)!;
  }

  async persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: PersistOptions) {
    for (const file of entry.dataFiles) Repository.writes.push({ path: file.path, raw: file.raw, options });
  }
}

const site = { path: "data/site.yaml", collection: "settings", slug: "site" };
const opened = new Date(2027, 0, 4, 10, 31);

beforeEach(() => {
  Repository.files = new Map([[site.path, "email: a@example.org\n"]]);
  Repository.drafts = new Map();
  Repository.writes = [];
});

function started(publishMode?: string) {
  const versions = fileVersions(() => opened);
  const Backend = versions.backend(Repository, (path) => new Error(`changed again: ${path}`));
  const backend = new Backend({ publish_mode: publishMode }) as Repository & { readNow(path: string): Promise<string | undefined> };
  return { versions, backend };
}

describe("a content file's versions, as the editor's backend reads and writes them", () => {
  it("keeps the text Decap opened an entry from, which the editor's own reads leave as it was", async () => {
    const { versions, backend } = started();
    expect(versions.started()).toBe(true);
    await backend.getEntry(site.path);
    Repository.files.set(site.path, "email: b@example.org\n");
    expect(await versions.read(site.path)).toBe("email: b@example.org\n");
    expect(await versions.read("data/none.yaml")).toBeUndefined();
    expect(versions.opened(site.path)).toEqual({ text: "email: a@example.org\n", at: opened });
  });

  it("reads the published file as the one a save goes onto, on this computer (no editorial workflow)", async () => {
    const { versions } = started();
    Repository.drafts.set("settings/site", { files: new Map([[site.path, "email: draft@example.org\n"]]), updatedAt: "2027-01-04T18:42:00Z" });
    expect(await versions.current(site)).toEqual({ text: "email: a@example.org\n", draft: false });
  });

  it("reads the entry's draft, with its time, where the editorial workflow has one, else the published file", async () => {
    const { versions, backend } = started("editorial_workflow");
    expect(await versions.current(site)).toEqual({ text: "email: a@example.org\n", draft: false });
    Repository.drafts.set("settings/site", { files: new Map([[site.path, "email: draft@example.org\n"]]), updatedAt: "2027-01-04T18:42:00Z" });
    expect(await versions.current(site)).toEqual({ text: "email: draft@example.org\n", draft: true, savedAt: new Date("2027-01-04T18:42:00Z") });
    // Decap opening the draft: the version the form opened.
    await backend.unpublishedEntryDataFile!("settings", "site", site.path, "sha");
    expect(versions.opened(site.path)?.text).toBe("email: draft@example.org\n");
  });

  it("writes only while the file is the version the save was merged onto, and then holds the text written as the form's version", async () => {
    const { versions, backend } = started();
    versions.expect(site, await versions.current(site));
    Repository.files.set(site.path, "email: b@example.org\n");
    await expect(backend.persistEntry({ dataFiles: [{ path: site.path, raw: "email: c@example.org\n" }] }, {})).rejects.toThrow("changed again: data/site.yaml");
    expect(Repository.writes).toEqual([]);
    versions.expect(site, await versions.current(site));
    await backend.persistEntry({ dataFiles: [{ path: site.path, raw: "email: c@example.org\n" }] }, {});
    expect(Repository.writes.map((write) => write.raw)).toEqual(["email: c@example.org\n"]);
    expect(versions.opened(site.path)?.text).toBe("email: c@example.org\n");
  });

  it("saves into a draft another tab or person started since the form opened, instead of starting it again over theirs", async () => {
    const { versions, backend } = started("editorial_workflow");
    Repository.drafts.set("settings/site", { files: new Map([[site.path, "email: draft@example.org\n"]]), updatedAt: "2027-01-04T18:42:00Z" });
    versions.expect(site, await versions.current(site));
    await backend.persistEntry({ dataFiles: [{ path: site.path, raw: "email: merged@example.org\n" }] }, { useWorkflow: true, unpublished: false });
    expect(Repository.writes[0].options).toEqual({ useWorkflow: true, unpublished: true });
  });
});
