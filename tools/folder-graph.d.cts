/** Types of tools/folder-graph.cjs (the folder dependency graph of src/, deploy/, scripts/ and tools/). */
export type CrossFolderImport = { from: string; to: string; fromFolder: string; toFolder: string };
export declare function crossFolderImports(): CrossFolderImport[];
export declare function folderGraph(): Map<string, string[]>;
export declare function formatGraph(graph: Map<string, string[]>): string;
