// What keeps a seat's phone useful at the table, beside the shared core (companion.js), in a file of its own:
// - without the Screen Wake Lock (plain http), the page says once that the screen may sleep and offers "Keep the
//   screen on": a tap plays a muted, inline, looping video, which keeps most phones awake (as NoSleep.js does).
//   Hidden, the page stops it; shown again, it offers it again (a phone plays video only after a tap). Where the
//   wake lock exists, companion.js holds it and nothing here shows.
// - on https, the service worker (companion/offline.py) that shows the reconnecting shell when the Wi-Fi drops.
// - the last state this link's page saw, kept in this browser under this link alone, for that shell.
"use strict";
(function () {
  const body = document.body;
  const token = body.dataset.token;
  const lastKey = "pnpkit-last-" + token;
  const noteKey = "pnpkit-sleep-note-seen";

  function store(key, value) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch (ignored) {
      // no storage (a private window may refuse it): nothing is kept
    }
  }

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (ignored) {
      return null;
    }
  }

  // ---------------------------------------------------------------- the last state seen, for the shell
  function keepLast() {
    if (body.dataset.ended === "yes") return store(lastKey, null); // the link was replaced: forget what it showed
    if (!body.dataset.version) return;
    const text = (id) => (document.getElementById(id) || {}).textContent || "";
    store(lastKey, JSON.stringify({
      version: Number(body.dataset.version), at: Date.now(),
      headline: text("headline"), who: text("who"), instruction: text("instruction"),
    }));
  }
  new MutationObserver(keepLast).observe(body, { attributes: true, attributeFilter: ["data-version", "data-ended"] });

  // ---------------------------------------------------------------- the service worker (https only)
  if (location.protocol === "https:" && "serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js?lang=" + encodeURIComponent(document.documentElement.lang))
      .then(() => navigator.serviceWorker.ready)
      .then(() => { body.dataset.offline = "ready"; })
      .catch((problem) => {
        body.dataset.offline = "none";
        // Refused for the certificate: the player went past the browser's warning. Say how to trust the table.
        const untrusted = document.getElementById("untrusted");
        if (untrusted && /SSL|certificate/i.test(String(problem))) untrusted.hidden = false;
      });
  }

  // ---------------------------------------------------------------- the keep-awake video (no wake lock)
  const box = document.getElementById("awake");
  if (!box || "wakeLock" in navigator) return;
  const note = document.getElementById("awake-note");
  const tap = document.getElementById("awake-on");
  let video = null;

  function offer() {
    box.hidden = false;
    tap.hidden = false;
    note.hidden = read(noteKey) === "yes"; // said once: later the button alone is offered
    body.dataset.keepawake = "offered";
  }

  function makeVideo() {
    const made = document.createElement("video");
    made.muted = true;
    made.loop = true;
    made.playsInline = true;
    for (const name of ["muted", "loop", "playsinline"]) made.setAttribute(name, "");
    made.setAttribute("aria-hidden", "true");
    made.className = "keepawake";
    for (const [kind, source] of [["video/webm", box.dataset.webm], ["video/mp4", box.dataset.mp4]]) {
      const element = document.createElement("source");
      element.type = kind;
      element.src = source;
      made.append(element);
    }
    box.append(made);
    return made;
  }

  async function start() {
    store(noteKey, "yes");
    video = video || makeVideo();
    try {
      await video.play();
    } catch (ignored) {
      return offer(); // refused (battery saver, say): the button stays for another try
    }
    note.hidden = true;
    tap.hidden = true;
    body.dataset.keepawake = "video";
  }

  tap.addEventListener("click", start);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") return offer();
    if (video) video.pause();
  });
  offer();
})();
