// React Router matches a URL by walking its ranked route branches until one matches, building match
// objects (params, joined paths) for every route of every branch on the way. The server does that at
// least twice per request over the same precomputed branch list (the request handler, then the static
// handler's query). "/" ranks last of the portal's ~55 branches, so the service home walked them all,
// twice: about 5 % of its CPU (ADR 26, addendum "route matching").
//
// This build step remembers, per precomputed branch list and path, WHICH branch matched (its index,
// or none), and on the next request matches that one branch only. The match objects are still built
// fresh on every call, by React Router's own matchRouteBranch, so nothing is shared between requests;
// walking the branches in order would have given the same branch, because matching is a pure function
// of the branch and the path. Lists without precomputed branches (React Router's exported
// `matchRoutes`) are untouched. The memo is bounded: paths longer than 256 characters are not kept, and
// a list's memo is emptied at 1,000 paths.
//
// Like fizz-string-chunks.mjs, the step replaces an exact piece of React Router's file; when an upgrade
// changes it the build fails and names the piece.

const FILE = /react-router[\\/]dist[\\/](?:production|development)[\\/][^\\/]+\.m?js$/;
const MARKER = "function matchRoutesImpl(";

const PIECE = `  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }
  return matches;
}
`;

const REPLACEMENT = `  let matches = null;
  let decoded = decodePath(pathname);
  // mo:route-match-memo (scripts/route-match-memo.mjs): the index of the branch that matched before.
  let memo = precomputedBranches && decoded.length <= 256 ? moBranchMemo(precomputedBranches, allowPartial) : null;
  let known = memo ? memo.get(decoded) : undefined;
  if (known !== undefined) {
    return known === -1 ? null : matchRouteBranch(branches[known], decoded, allowPartial);
  }
  let i = 0;
  for (; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }
  if (memo) {
    if (memo.size >= 1000) memo.clear();
    memo.set(decoded, matches == null ? -1 : i - 1);
  }
  return matches;
}
var moBranchMemos = new WeakMap();
function moBranchMemo(branches, allowPartial) {
  let memos = moBranchMemos.get(branches);
  if (!memos) moBranchMemos.set(branches, (memos = [new Map(), new Map()]));
  return memos[allowPartial ? 1 : 0];
}
`;

/** React Router's source with the memo in matchRoutesImpl; throws when the piece is not there exactly once. */
export function routeMatchMemoSource(source) {
  const first = source.indexOf(PIECE);
  if (first === -1 || source.indexOf(PIECE, first + 1) !== -1) {
    throw new Error(`route-match-memo: React Router's matchRoutesImpl changed; re-check this piece:\n${PIECE}`);
  }
  return source.replace(PIECE, () => REPLACEMENT);
}

/** Vite plugin for the server build only: the browser keeps React Router as it is. */
export function routeMatchMemo() {
  return {
    name: "mo:route-match-memo",
    enforce: "pre",
    applyToEnvironment(environment) {
      return environment.name !== "client";
    },
    transform(code, id) {
      if (id.startsWith("\0") || id.includes("?") || !FILE.test(id) || !code.includes(MARKER)) return null;
      return { code: routeMatchMemoSource(code), map: null };
    },
  };
}
