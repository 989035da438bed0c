// The one Node API the origin uses (nodejs_compat in wrangler.toml): a request-scoped value for the
// test clock (time.ts). Declared here so the origin's types need not include all of @types/node.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
