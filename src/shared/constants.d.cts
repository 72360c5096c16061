/** Types of src/shared/constants.cjs (the paths and constants shared by src/, deploy/, scripts/ and tools/). */
export declare const PUBLIC_DIR: string;
export declare const ADMIN_PATH: string;
export declare const DEFAULT_DECAP_SERVER_PORT: number;
export declare const TAG_MANAGER_ORIGIN: string;
export declare const CONTENT_TYPES: { readonly [extension: string]: string };
