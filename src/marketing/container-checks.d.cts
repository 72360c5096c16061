/** One `{ type, key, value | list | map }` entry of a Tag Manager export's parameter lists. */
export type GtmParameter = { type: string; key?: string; value?: string; list?: GtmParameter[]; map?: GtmParameter[] };
export type GtmCondition = { type: string; parameter: GtmParameter[] };
export type GtmTag = {
  name: string;
  type: string;
  tagId?: string;
  parameter?: GtmParameter[];
  firingTriggerId?: string[];
  blockingTriggerId?: string[];
  [key: string]: unknown;
};
export type GtmTrigger = {
  name: string;
  type: string;
  triggerId?: string;
  filter?: GtmCondition[];
  customEventFilter?: GtmCondition[];
  autoEventFilter?: GtmCondition[];
  [key: string]: unknown;
};
export type GtmVariable = {
  name: string;
  type: string;
  variableId?: string;
  parameter?: GtmParameter[];
  [key: string]: unknown;
};
export type GtmTemplate = {
  templateId: string;
  containerId: string;
  name: string;
  templateData: string;
  [key: string]: unknown;
};
/** Admin → Export Container (exportFormatVersion 2). */
export type GtmExport = {
  exportFormatVersion: number;
  containerVersion: {
    tag?: GtmTag[];
    trigger?: GtmTrigger[];
    variable?: GtmVariable[];
    customTemplate?: GtmTemplate[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
};

export type Kind = 'tag' | 'trigger' | 'variable';
export type Rule =
  | 'jsm'
  | 'retired-ua'
  | 'event-handler'
  | 'javascript-url'
  | 'eval'
  | 'document-write'
  | 'jquery'
  | 'http'
  | 'style-host'
  | 'uses-variable'
  | 'uses-trigger';
/** `variable` / `trigger`: the broken one it uses (rules uses-variable and uses-trigger). */
export type Reason = { rule: Rule; why: string; instead: string; variable?: string; trigger?: string };
export type Described = { kind: Kind; name: string; type: string; typeLabel: string };
export type Problem = Described & { reasons: Reason[] };
/**
 * Works, but will not fire or will send nothing as it stands: a custom event the site never pushes,
 * a tag without a trigger, an example ID, a GA4 tag fired by the chat that lacks what the offline
 * import reads, a GA4 parameter name GA4 reserves, a Data Layer key a chat tag reads and the site never pushes.
 */
export type WarningRule =
  'unsent-event' | 'no-trigger' | 'placeholder' | 'offline-import' | 'reserved-parameter' | 'unsent-key';
export type Warning = Described & { rule: WarningRule; why: string };
export type CheckResult = { problems: Problem[]; warnings: Warning[]; working: Described[] };

/** What a chat tap pushes (its keys too), every button's whatsapp_type, and the plugin's page-change event. */
export declare function siteEvents(): {
  chat: { name: string; urlKey: string; typeKey: string };
  /** The reference code's key (with the firm's switch on). */
  ref: string;
  /** The ad click's keys: its address parameters, the landing page's and the click time's. */
  adClick: { params: readonly string[]; landingPageKey: string; clickTimeKey: string };
  types: string[];
  routeChange: string;
};
/** The findings for one parsed export. */
export declare function checkContainer(exported: GtmExport, site?: ReturnType<typeof siteEvents>): CheckResult;
/** Why a parsed file is not a container export, in Spanish; undefined when it is one. */
export declare function exportProblem(exported: unknown): string | undefined;
/** The report the command prints. */
export declare function formatReport(result: CheckResult, title: string): string;
export declare function reportTitle(exported: GtmExport, fileName: string): string;
