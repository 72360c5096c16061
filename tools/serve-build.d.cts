/** Types of tools/serve-build.cjs (`npm start`: the production build with every host's routes). */
export declare function route(root: string, pathname: string): { file: string; status: number } | { redirect: string };
export declare function createServer(root: string): import('node:http').Server;
