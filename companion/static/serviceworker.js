// The seat pages' service worker (companion/offline.py puts VERSION and FILES in front of this file). It keeps the
// static files and the "reconnecting" shell in the page's language, and nothing a table answers: a page of a link
// that cannot be reached shows the shell, an API request is never answered from here, and a POST (an action) is
// never touched, so nothing is queued or accepted while the phone is off the network.
"use strict";
const LANG = new URL(self.location.href).searchParams.get("lang") || "en";
const SHELL = "/offline/" + encodeURIComponent(LANG);
const CACHE = "pnpkit-" + VERSION + "-" + LANG;
const NAVIGATE_MS = 8000; // a page that has not come by then (a Wi-Fi that hangs rather than fails) gives way
const FOREVER = /^\/(fonts|board)\//; // addresses named after their content: what is kept is right for good
const KEPT = /^\/(static|games|icons)\//; // the rest of what the worker keeps: fresh from the server when it answers

self.addEventListener("install", (event) => {
  const requests = FILES.concat([SHELL]).map((url) => new Request(url, { cache: "reload" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const old = (name) => name.startsWith("pnpkit-") && name !== CACHE;
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter(old).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

function within(ms, request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    fetch(request).then(
      (response) => { clearTimeout(timer); resolve(response); },
      (problem) => { clearTimeout(timer); reject(problem); });
  });
}

async function freshOrKept(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await within(NAVIGATE_MS, request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (problem) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw problem;
  }
}

async function keptOrFetched(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return; // an action reaches the server or fails, as without this worker
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (!url.pathname.startsWith("/t/")) return;
    // The page itself is never kept (it is the link's): only the shell stands in for it.
    event.respondWith(within(NAVIGATE_MS, request).catch(() => caches.match(SHELL, { cacheName: CACHE })));
  } else if (FOREVER.test(url.pathname)) {
    event.respondWith(keptOrFetched(request));
  } else if (KEPT.test(url.pathname)) {
    event.respondWith(freshOrKept(request));
  }
  // Anything else, /api/ above all, goes to the server as if there were no worker.
});
