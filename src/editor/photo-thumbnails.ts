/**
 * Decap's image field, drawn again once its photo has loaded. In Decap 3.16.3 the field asks for a
 * photo that is already published once, when it first draws, and gets Decap's empty placeholder
 * while the photo loads; it asks again only when its `getAsset` changes, and the editor gives every
 * field of a collection the same one (decap-cms-widget-file 3.5.3, withFileControl.js, `Image`). So
 * an editor who opened a page saw an empty checkered box for each photo. This field is Decap's own,
 * given a new `getAsset` once the photo it shows has loaded.
 */
type Asset = { path?: string; toString: () => string };
type GetAsset = (path: string, field: unknown) => Asset | undefined;
type Props = { value?: unknown; field: unknown; getAsset: GetAsset; ref?: unknown };
type Widget = { control: unknown; preview: unknown; schema?: unknown };
type Field = {
  props: Props;
  state: { loads: number };
  setState: (update: (state: { loads: number }) => { loads: number }) => void;
  timer?: ReturnType<typeof setInterval>;
  given?: { from: GetAsset; loads: number; getAsset: GetAsset };
  watch: () => void;
};
type Decap = {
  CMS: {
    getWidget: (name: string) => Widget | undefined;
    registerWidget: (name: string, control: unknown, preview: unknown, schema?: unknown) => void;
  };
  createClass: (spec: ThisType<Field> & { [method: string]: unknown }) => unknown;
  h: (type: unknown, props: object) => unknown;
};

/** Decap's placeholder while a photo loads (decap-cms-core, actions/media.ts, `emptyAsset`). */
const LOADING = 'empty.svg';
/** How often the field asks whether its photo has loaded, and for how long. */
const POLL_MS = 100;
const GIVE_UP_MS = 30_000;

/**
 * Replaces Decap's image widget with the same widget, drawn again once its photo has loaded. Without
 * Decap's own (a later Decap), it changes nothing: browser-tests/cms-preview.test.ts shows the thumbnails.
 */
export function redrawPhotosOnceLoaded({ CMS, createClass, h }: Decap): void {
  const image = CMS.getWidget('image');
  if (!image) return;
  const control = createClass({
    getInitialState() {
      return { loads: 0 };
    },
    componentDidMount() {
      this.watch();
    },
    componentDidUpdate(previous: Props) {
      if (previous.value !== this.props.value || previous.getAsset !== this.props.getAsset) this.watch();
    },
    componentWillUnmount() {
      clearInterval(this.timer);
    },
    /** Decap's widget asks its control whether to draw again: Decap's field decides that for itself. */
    shouldComponentUpdate() {
      return true;
    },
    /** Until the field's photo has loaded (or 30 s have passed), asks for it every 100 ms. */
    watch() {
      clearInterval(this.timer);
      const { value, field, getAsset } = this.props;
      if (typeof value !== 'string' || !value) return;
      const started = Date.now();
      const loaded = () => getAsset(value, field)?.path !== LOADING;
      if (loaded()) return;
      this.timer = setInterval(() => {
        const done = loaded();
        if (done) this.setState(({ loads }) => ({ loads: loads + 1 }));
        if (done || Date.now() - started > GIVE_UP_MS) clearInterval(this.timer);
      }, POLL_MS);
    },
    render() {
      // A new getAsset for each photo loaded: Decap's field compares it to the last one it was given.
      const { getAsset } = this.props;
      const { loads } = this.state;
      if (this.given?.from !== getAsset || this.given.loads !== loads) {
        this.given = { from: getAsset, loads, getAsset: (path, field) => getAsset(path, field) };
      }
      const props: Props = { ...this.props, getAsset: this.given.getAsset };
      delete props.ref;
      return h(image.control, props);
    },
  });
  CMS.registerWidget('image', control, image.preview, image.schema);
}
