/** A screen's documents by the name it caches them under (`content.documents(name, query)`). */
export declare const SCREEN_QUERIES: Record<string, string>;
