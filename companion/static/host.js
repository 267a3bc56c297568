// The host page (templates/companion/host.html): it remembers this table in this browser only (the home page
// lists the tables made here, companion/static/tables.js), asks every few seconds for the table's status (each
// seat's phone connected or not, whom the table waits for, the step) and for the links and codes at this
// machine's address now, so that a laptop back from sleep with another address shows the new ones. A seat's
// code can be shown large again for a phone that lost its link.
"use strict";
(function () {
  const body = document.body;
  const token = body.dataset.token;
  const pollMs = Math.max(3000, 3 * (Number(body.dataset.poll) || 1000));
  const KEY = "pnpkit-tables";
  const KEEP = 30; // the tables listed at most: the newest first

  function remember() {
    try {
      const tables = JSON.parse(window.localStorage.getItem(KEY) || "[]").filter((table) => table.path !== location.pathname);
      const title = document.title;
      tables.unshift({ path: location.pathname, title, at: Date.now() });
      window.localStorage.setItem(KEY, JSON.stringify(tables.slice(0, KEEP)));
    } catch (ignored) {
      // no storage (a private window that refuses it): the table is simply not listed
    }
  }

  function setCode(role, url, code) {
    const section = document.querySelector(`.seat-link[data-role="${role}"]`);
    const text = section && section.querySelector(".link");
    if (!text || text.textContent === url) return;
    text.textContent = url;
    const open = section.querySelector("a.button");
    if (open) open.href = url;
    // The code is the server's own SVG (companion/network.py), drawn from the link alone.
    section.querySelector(".qr").replaceChildren(new DOMParser().parseFromString(code, "image/svg+xml").documentElement);
  }

  function show(status) {
    document.getElementById("table-step").textContent = status.step;
    for (const seat of status.seats) {
      const line = document.querySelector(`[data-status-for="${seat.role}"]`);
      if (!line) continue;
      line.textContent = seat.text;
      line.dataset.here = seat.here ? "yes" : "no";
      line.dataset.awaited = seat.awaited ? "yes" : "no";
    }
    for (const [role, url] of Object.entries(status.links)) if (status.codes[role]) setCode(role, url, status.codes[role]);
    if (status.trust) setCode("trust", status.trust.url, status.trust.code);
    body.dataset.version = String(status.version);
  }

  async function poll() {
    let wait = pollMs;
    try {
      const response = await fetch("/api/t/" + encodeURIComponent(token) + "/host", { cache: "no-store" });
      if (response.ok) show(await response.json());
      else wait = pollMs * 4;
    } catch (ignored) {
      wait = pollMs * 2; // the server is away: ask less often until it is back
    }
    window.setTimeout(poll, document.visibilityState === "visible" ? wait : wait * 4);
  }

  for (const enlarge of document.querySelectorAll("[data-enlarge]")) {
    enlarge.addEventListener("click", () => {
      const big = enlarge.getAttribute("aria-pressed") !== "true";
      enlarge.setAttribute("aria-pressed", String(big));
      enlarge.closest(".seat-link").classList.toggle("big-code", big);
    });
  }
  remember();
  poll();
})();
