// The inline script that starts the app on a server-rendered page (server/platform/ssr/page-template.ts puts
// it where index.html had the entry's module script). One source for the page and for the server's
// Content Security Policy, which allows exactly this script by its hash.

/**
 * Runs the app's entry (its URL in `data-entry`) once the parsed page has painted: a frame, then a
 * task. A module script would run as soon as the document is parsed, and on a long page its
 * JavaScript (React, the router, the hydration) then ran before the browser showed the HTML it
 * already had. The entry is fetched from the start all the same (a modulepreload beside this
 * script), so waiting costs one frame. A hidden tab paints nothing, so it does not wait.
 */
export const ENTRY_AFTER_PAINT_SCRIPT = `(()=>{const u=document.currentScript.dataset.entry,r=()=>import(u),g=()=>document.hidden?r():requestAnimationFrame(()=>setTimeout(r));document.readyState==='loading'?addEventListener('DOMContentLoaded',g,{once:true}):g()})()`;
