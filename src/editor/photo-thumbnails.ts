/**
 * Decap's image field, drawn again once its photo has loaded. In Decap 3.16.3 the field asks for a
 * photo that is already published once, when it first draws, and gets Decap's empty placeholder
 * while the photo loads; it asks again only when its `getAsset` changes, and the editor gives every
 * field of a collection the same one (decap-cms-widget-file 3.5.3, withFileControl.js, `Image`). So
 * an editor who opened a page saw an empty checkered box for each photo. This field is Decap's own,
 * given a new `getAsset` once Decap's store holds the photo it shows.
 */
import { findStore } from './decap-store';

type Asset = { path?: string; toString: () => string };
type GetAsset = (path: string, field: unknown) => Asset | undefined;
type Props = { value?: unknown; field: unknown; getAsset: GetAsset; ref?: unknown };
type Widget = { control: unknown; preview: unknown; schema?: unknown };
type Field = {
  props: Props;
  state: { loads: number };
  setState: (update: (state: { loads: number }) => { loads: number }) => void;
  stopWaiting?: () => void;
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
      this.stopWaiting?.();
    },
    /** Decap's widget asks its control whether to draw again: Decap's field decides that for itself. */
    shouldComponentUpdate() {
      return true;
    },
    /** While the field's photo loads, asks again at each change of Decap's store; draws the field once it has. */
    watch() {
      this.stopWaiting?.();
      this.stopWaiting = undefined;
      const { value, field, getAsset } = this.props;
      if (typeof value !== 'string' || !value) return;
      const loaded = () => getAsset(value, field)?.path !== LOADING;
      if (loaded()) return;
      const stop = findStore()?.subscribe(() => {
        if (!loaded()) return;
        stop?.();
        this.stopWaiting = undefined;
        this.setState(({ loads }) => ({ loads: loads + 1 }));
      });
      this.stopWaiting = stop;
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
