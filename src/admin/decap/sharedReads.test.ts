import { sharedReads } from "./sharedReads";

describe("the content files read for one count of the editor's lists", () => {
  it("reads each file once for every list, all of them at once, and a file outside the list when asked", async () => {
    const asked: string[] = [];
    const answers = new Map<string, (text: string | undefined) => void>();
    const read = (path: string) => {
      asked.push(path);
      return new Promise<string | undefined>((resolve) => answers.set(path, resolve));
    };
    const files = ["data/site.yaml", "data/curriculum.yaml"];
    const shared = sharedReads(files, read);
    // Every read started before any answer came.
    expect(asked).toEqual(files);
    const first = shared("data/site.yaml");
    const second = shared("data/site.yaml");
    answers.get("data/site.yaml")?.("name: ME vs. ME");
    await expect(first).resolves.toBe("name: ME vs. ME");
    await expect(second).resolves.toBe("name: ME vs. ME");
    answers.get("data/curriculum.yaml")?.(undefined);
    await expect(shared("data/curriculum.yaml")).resolves.toBeUndefined();
    const other = shared("data/photos.yaml");
    answers.get("data/photos.yaml")?.("photos: []");
    await expect(other).resolves.toBe("photos: []");
    expect(asked).toEqual([...files, "data/photos.yaml"]);
  });
});
