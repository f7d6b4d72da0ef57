// The inline script that starts the app on a server-rendered page (server/platform/ssr/page-template.ts puts
// it where index.html had the entry's module script). One source for the page and for the server's
// Content Security Policy, which allows exactly this script by its hash.

/**
 * Runs the app's entry (its URL in `data-entry`) once the page has painted. A module script would run
 * as soon as the document is parsed, and on a long page its JavaScript (React, the router, the
 * hydration) then ran before the browser showed the HTML it already had. Nothing is fetched before
 * that paint either: a modulepreload in the head made the browser download the entry and the route's
 * chunks (some 120 KB) beside the stylesheet and the fonts, and on a slow phone connection the first
 * paint waited behind them. So the starter adds the route's chunks (`data-chunks`, space-separated)
 * as modulepreloads when it imports the entry, and they download side by side. The links go into the
 * head in one insertion: one at a time, each cost the main thread a few milliseconds on a slow phone.
 *
 * "Painted" is the browser's own first-contentful-paint entry, which it reports once the frame is on
 * screen; a frame callback alone can run before a busy compositor has shown anything. Where the
 * browser reports no paint timing, a frame and a task stand in for it. A hidden tab paints nothing,
 * so it starts at once, and if no paint is reported within 5 s (a tab hidden while loading), the
 * app starts then.
 *
 * Until the app has taken the page over (`<html data-app-ready>`, web/main.tsx), a click on a button
 * would do nothing: its handler is not attached yet, and the page now shows its buttons a while before
 * that. So the starter keeps those clicks (once per button) and clicks the same buttons again when the
 * app is ready: a Like or a Follow tapped early still happens, or asks to sign in. Links need none of
 * this; they work without the app.
 */
export const ENTRY_AFTER_PAINT_SCRIPT = `(()=>{const d=document.currentScript.dataset,P=self.PerformanceObserver,D=document.documentElement,q=[],c=e=>{const b=e.target.closest&&e.target.closest('button,[role=button]');if(b&&!D.dataset.appReady){e.preventDefault();e.stopImmediatePropagation();q.includes(b)||q.push(b)}};addEventListener('click',c,true);new MutationObserver((m,o)=>{if(D.dataset.appReady){o.disconnect();removeEventListener('click',c,true);for(const b of q)b.isConnected&&b.click()}}).observe(D,{attributes:true,attributeFilter:['data-app-ready']});let s;const r=()=>{if(s)return;s=1;const f=document.createDocumentFragment();for(const h of(d.chunks||'').split(' ')){if(h){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.append(l)}}document.head.append(f);import(d.entry)};if(document.hidden||!P||!(P.supportedEntryTypes||[]).includes('paint')){const g=()=>document.hidden?r():requestAnimationFrame(()=>setTimeout(r));return document.readyState==='loading'?addEventListener('DOMContentLoaded',g,{once:true}):g()}new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}}).observe({type:'paint',buffered:true});setTimeout(r,5e3)})()`;
