/** A style sheet that makes the browser draw every part of the page. */
export declare const FULL_PAGE_STYLE: string;
