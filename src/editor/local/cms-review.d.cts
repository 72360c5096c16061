export declare const REVIEW_BRANCH: string;
export declare function publishedChanges(nameStatus: string): { copy: string[]; remove: string[] };
export declare function openReviewWorktree(
  root: string,
  options?: { log?: (message: string) => void; intervalMs?: number },
): {
  dir: string;
  branch: string;
  env: NodeJS.ProcessEnv;
  startCopying: () => void;
  close: () => void;
};
