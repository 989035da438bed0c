// Keyframes the blocks animate with. Panda's config has none of these and app/ui does not own the
// config, so they ship as one React 19 hoisted <style>: React dedupes it by `href` and puts it in
// <head>, on the server and the client alike, however many blocks render it.
const KEYFRAMES = `
@keyframes mo-fade-in { from { opacity: 0 } to { opacity: 1 } }
@keyframes mo-fade-out { from { opacity: 1 } to { opacity: 0 } }
@keyframes mo-pop-in { from { opacity: 0; transform: translateY(8px) scale(0.97) } to { opacity: 1; transform: none } }
@keyframes mo-pop-out { from { opacity: 1; transform: none } to { opacity: 0; transform: translateY(8px) scale(0.97) } }
@keyframes mo-shrink { from { transform: scaleX(1) } to { transform: scaleX(0) } }
@keyframes mo-shimmer { from { background-position: 200% 0 } to { background-position: -200% 0 } }
@keyframes mo-marquee { from { transform: translateX(0) } to { transform: translateX(-50%) } }
@keyframes mo-spin { to { transform: rotate(360deg) } }
`;

/** Renders the shared keyframes once per document; render it beside any block that animates. */
export function MotionStyles() {
  return (
    <style href="mo-ui-motion" precedence="low">
      {KEYFRAMES}
    </style>
  );
}
