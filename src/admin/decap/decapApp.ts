/**
 * The content editor at /admin: Decap CMS put together from its own npm packages with only what
 * this site uses (plugins/editor/editorBundle.ts bundles it with Decap's React 19), our additions
 * registered on it, one call each, and then started. Left out: the backends other than Git
 * Gateway, GitHub and the local one, the widgets no field uses (markdown, code, map, relation…),
 * the media services, and every interface language but English and Spanish: half of Decap's bundle.
 */
import React from "react";
import createReactClass from "create-react-class";
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitGatewayBackend } from "decap-cms-backend-git-gateway";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import DecapCmsWidgetBoolean from "decap-cms-widget-boolean";
import DecapCmsWidgetDatetime from "decap-cms-widget-datetime";
import DecapCmsWidgetImage from "decap-cms-widget-image";
import DecapCmsWidgetList from "decap-cms-widget-list";
import DecapCmsWidgetNumber from "decap-cms-widget-number";
import DecapCmsWidgetObject from "decap-cms-widget-object";
import DecapCmsWidgetSelect from "decap-cms-widget-select";
import DecapCmsWidgetString from "decap-cms-widget-string";
import DecapCmsWidgetText from "decap-cms-widget-text";
import { en, es } from "decap-cms-locales";
import { readEditorSetup } from "../editorSetup";
import { registerCanonicalFormat } from "./canonicalFormat";
import { checkBeforeSave } from "./checkBeforeSave";
import type { DecapGlobals } from "./decap";
import { openPreviewFirst } from "./editorPanes";
import { reloadOnEntryChange } from "./entryNavigation";
import { describeLocalSaves } from "./localEditing";
import { registerPhotoWidget } from "./photoWidget";
import { registerPreviews } from "./registerPreviews";
import { saveFeedback } from "./saveFeedback";

CMS.registerBackend("git-gateway", GitGatewayBackend);
CMS.registerBackend("github", GitHubBackend);
CMS.registerBackend("proxy", ProxyBackend);
CMS.registerWidget(
  [DecapCmsWidgetString, DecapCmsWidgetText, DecapCmsWidgetNumber, DecapCmsWidgetBoolean, DecapCmsWidgetDatetime, DecapCmsWidgetSelect, DecapCmsWidgetImage, DecapCmsWidgetList, DecapCmsWidgetObject].map((widget) => widget.Widget()),
);
CMS.registerLocale("en", en);
CMS.registerLocale("es", es);

const decap: DecapGlobals = { CMS, h: React.createElement as DecapGlobals["h"], createClass: createReactClass as DecapGlobals["createClass"] };
const setup = readEditorSetup(document);
registerCanonicalFormat(CMS, setup.model);
checkBeforeSave(CMS, setup.model, setup.routes, saveFeedback(document));
describeLocalSaves(CMS, window.location);
registerPreviews(decap, setup);
registerPhotoWidget(decap);
openPreviewFirst(window.localStorage);
reloadOnEntryChange(window);

CMS.init();
