export declare const remotes: string[];
export declare const apps: { name: string; dir: string }[];
