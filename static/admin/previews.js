/*
 * Previews in the content editor: the entry being edited, laid out as readable text in the site's
 * colours and type (preview style written at build from the theme). Plain script: Decap provides
 * CMS, h (React's createElement) and createClass; nothing here is bundled into the public site.
 */
(function registerPreviews() {
  var CMS = window.CMS;
  var h = window.h;
  var createClass = window.createClass;
  if (!CMS || !h || !createClass) return;

  var style = document.querySelector('meta[name="cms-preview-style"]');
  if (style) CMS.registerPreviewStyle(style.getAttribute("content"));

  function label(name) {
    var words = String(name).replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  var titleKeys = ["title", "heading", "label", "name", "question", "role"];
  var photoKeys = ["file", "photo", "image", "shareImage"];

  function render(value, key, getAsset, depth) {
    if (value === null || value === undefined || value === "") return null;
    if (Array.isArray(value)) {
      return h("ul", { className: "preview-list" }, value.map(function (item, index) {
        return h("li", { key: index }, render(item, key, getAsset, depth + 1));
      }));
    }
    if (typeof value === "object") {
      var keys = Object.keys(value);
      var titleKey = titleKeys.filter(function (k) { return typeof value[k] === "string"; })[0];
      return h("section", { className: "preview-block" },
        titleKey ? h(depth < 1 ? "h2" : "h3", null, value[titleKey]) : null,
        keys.filter(function (k) { return k !== titleKey; }).map(function (k) {
          return h("div", { key: k, className: "preview-field" }, h("p", { className: "preview-label" }, label(k)), render(value[k], k, getAsset, depth + 1));
        }));
    }
    if (photoKeys.indexOf(key) >= 0 && typeof value === "string") {
      var asset = getAsset(value);
      return h("img", { src: asset ? asset.toString() : value, alt: "", className: "preview-photo" });
    }
    return h("p", null, String(value));
  }

  var Preview = createClass({
    render: function () {
      var data = this.props.entry.getIn(["data"]);
      var plain = data && data.toJS ? data.toJS() : {};
      var getAsset = this.props.getAsset;
      return h("article", { className: "preview" },
        h("p", { className: "preview-kicker" }, this.props.entry.getIn(["path"])),
        render(plain, "", getAsset, 0));
    },
  });

  var files = document.getElementById("cms-files");
  var names = files ? JSON.parse(files.textContent || "[]") : [];
  names.forEach(function (name) { CMS.registerPreviewTemplate(name, Preview); });
})();
