export declare const DATASET_DIR: string;
export declare function datasetFileNames(): string[];
export declare function readDataset(): Array<{ _id: string; _type: string; [field: string]: unknown }>;
export declare function translationKeys(language: "nl" | "be"): Set<string>;
