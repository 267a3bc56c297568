// The reconnecting shell (templates/companion/offline.html), shown by the service worker at a link's address: it
// shows what this link's page last saw (kept by awake.js in this browser under this link alone) and opens the page
// again as soon as the server answers the link's version poll.
"use strict";
(function () {
  const match = /^\/t\/([^/]+)/.exec(location.pathname);
  const token = match ? decodeURIComponent(match[1]) : null;
  const RETRY_MS = 3000;

  function showLast() {
    let last = null;
    try {
      last = token && JSON.parse(window.localStorage.getItem("pnpkit-last-" + token) || "null");
    } catch (ignored) {
      last = null;
    }
    if (!last) return;
    const box = document.getElementById("last-seen");
    const time = new Intl.DateTimeFormat(document.documentElement.lang, { timeStyle: "short" }).format(new Date(last.at));
    document.getElementById("last-when").textContent = box.dataset.when.replace("{time}", time);
    document.getElementById("last-headline").textContent = last.headline || "";
    document.getElementById("last-who").textContent = last.who || "";
    document.getElementById("last-instruction").textContent = last.instruction || "";
    box.hidden = false;
  }

  async function retry() {
    if (!token) return;
    try {
      const response = await fetch("/api/t/" + encodeURIComponent(token) + "/version", { cache: "no-store" });
      if (response.ok || response.status === 410) return window.location.reload(); // back (or its link replaced)
    } catch (ignored) {
      // still away
    }
    window.setTimeout(retry, RETRY_MS);
  }

  showLast();
  window.addEventListener("online", retry);
  window.setTimeout(retry, RETRY_MS);
})();
