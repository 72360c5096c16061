import type { ModuleKind as TsModuleKind } from 'typescript';
/** A TypeScript file as plain JavaScript, in the given module kind. */
export declare function transpile(file: string, module: TsModuleKind): string;
/** The exports of a TypeScript file that imports nothing (constants and pure functions). */
export declare function evaluateTs(file: string): Record<string, unknown>;
export declare const ModuleKind: typeof TsModuleKind;
