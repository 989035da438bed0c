export declare const root: string;
export declare const quietEnv: Record<string, string | undefined>;
export declare function localSecrets(): Record<string, string>;
export declare function startStack(options: {
  ports: { portal?: number; content: number; origin: number };
  stateDir: string;
  fresh?: boolean;
  secrets: Record<string, string>;
  portal?: boolean;
  environment?: string;
  allowFaults?: boolean;
  log?: (line: string) => void;
}): Promise<{ stop: () => void; children: import("node:child_process").ChildProcess[] }>;
