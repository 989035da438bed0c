// `*.ndjson` files are bundled as text (the `Text` rule in wrangler.toml).
declare module "*.ndjson" {
  const text: string;
  export default text;
}
