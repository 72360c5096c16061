import fs from 'node:fs';
import path from 'node:path';
import { findStore } from '../../src/editor/decap-store';
import { preSave, RefusedSave, registerPreSave } from '../../src/editor/pre-save';
import { isRefusedSave, quietRefusedSaves } from '../../src/editor/refused-saves';
import { dataDir } from '../../src/gatsby-hooks/node-api';

const committed = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
const site = () => committed('site.json') as { phone: object };
/** An entry as Decap hands it to a listener (an Immutable.js Map; only toJS is read). */
const entry = (data: unknown, extra: object = {}) => ({
  toJS: () => ({ collection: 'content', slug: 'site', path: 'data/site.json', data, ...extra }),
});

/**
 * A page with Decap's root: a Provider fiber holding a store (whose entries hold site.json and
 * clients.json as they were opened, with their images), and the phone's two controls.
 */
function mountDecap() {
  const dispatch = jest.fn();
  const entities = {
    'content.site': { path: 'data/site.json', data: site() },
    'content.clients': { path: 'data/clients.json', data: committed('clients.json') },
  };
  const store = { getState: () => ({ entries: { toJS: () => ({ entities }) } }), dispatch };
  document.body.innerHTML = `<div id="nc-root">
    <label for="digits-field-7">Número de WhatsApp</label><input id="digits-field-7" />
    <label for="display-field-8">Teléfono como se muestra</label><input id="display-field-8" />
  </div>`;
  const root = document.getElementById('nc-root') as HTMLElement & Record<string, unknown>;
  root['__reactContainer$abc'] = { child: { memoizedProps: {}, sibling: { memoizedProps: { store } } } };
  return { dispatch, store };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a valid entry is let through unchanged', () => {
  expect(preSave({ entry: entry(site()) })).toBeUndefined();
});

test('a phone shown with other digits: the field gets the Spanish message, and the save is refused', () => {
  const { dispatch, store } = mountDecap();
  expect(findStore()).toBe(store);
  const data = { ...site(), phone: { digits: '573105550123', display: '+57 300 000 0000' } };
  expect(() => preSave({ entry: entry(data) })).toThrow(RefusedSave);
  expect(dispatch).toHaveBeenCalledWith({
    type: 'DRAFT_VALIDATION_ERRORS',
    payload: {
      uniquefieldId: 'display-field-8',
      errors: [{ type: 'CUSTOM', message: expect.stringMatching(/^Muestra otros dígitos que el Número de WhatsApp/) }],
    },
  });
  try {
    preSave({ entry: entry(data) });
  } catch (error) {
    // Decap shows String(error) after "No se ha podido guardar la entrada: ": no English "Error:".
    expect(String(error)).toMatch(/^Teléfono y WhatsApp › Teléfono como se muestra: Muestra otros dígitos/);
  }
});

test('without Decap on the page the save is still refused', () => {
  const data = { ...site(), phone: { digits: '573105550123', display: '+57 300 000 0000' } };
  expect(findStore()).toBeUndefined();
  expect(() => preSave({ entry: entry(data) })).toThrow(/Teléfono como se muestra/);
});

test('a photo being uploaded with the entry is known by its name; any other unknown path is refused', () => {
  mountDecap();
  const clients = committed('clients.json') as { items: { photo: string }[] };
  const [first] = clients.items;
  if (first) first.photo = 'images/nueva-foto.jpg';
  const clientsEntry = (mediaFiles: object[]) =>
    entry(clients, { slug: 'clients', path: 'data/clients.json', mediaFiles });
  // Decap gives an upload a provisional path until the entry is saved.
  const upload = { name: 'nueva-foto.jpg', path: 'data/projects/nueva-foto.jpg', draft: true };
  expect(preSave({ entry: clientsEntry([upload]) })).toBeUndefined();
  expect(() => preSave({ entry: clientsEntry([]) })).toThrow(/La imagen data\/images\/nueva-foto\.jpg no existe/);
});

test('a fault of the check itself does not stop the save (the build still checks)', () => {
  const { store } = mountDecap();
  store.getState = () => {
    throw new Error('Decap changed its state');
  };
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const data = { ...site(), phone: { digits: '573105550123', display: '+57 300 000 0000' } };
  expect(preSave({ entry: entry(data) })).toBeUndefined();
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/the save goes on/), expect.any(Error));
  logged.mockRestore();
});

test('registerPreSave registers the listener under the name Decap calls before saving', () => {
  const registerEventListener = jest.fn();
  registerPreSave({ registerEventListener });
  expect(registerEventListener).toHaveBeenCalledWith({ name: 'preSave', handler: preSave });
});

test("only Decap's refused saves are marked handled", () => {
  expect(isRefusedSave(undefined)).toBe(true);
  expect(isRefusedSave({ type: 'ENTRY_PERSIST_FAILURE', payload: {} })).toBe(true);
  expect(isRefusedSave({ type: 'UNPUBLISHED_ENTRY_PERSIST_FAILURE' })).toBe(true);
  expect(isRefusedSave(new Error('real bug'))).toBe(false);
  expect(isRefusedSave({ type: 'ENTRY_DELETE_FAILURE' })).toBe(false);
  expect(isRefusedSave(null)).toBe(false);

  const listeners: ((event: { reason: unknown; preventDefault: () => void }) => void)[] = [];
  quietRefusedSaves({ addEventListener: (_name: string, listener: never) => listeners.push(listener) });
  const refused = { reason: undefined, preventDefault: jest.fn() };
  const bug = { reason: new Error('real bug'), preventDefault: jest.fn() };
  for (const listener of listeners) [refused, bug].forEach((event) => listener(event));
  expect(refused.preventDefault).toHaveBeenCalled();
  expect(bug.preventDefault).not.toHaveBeenCalled();
});
