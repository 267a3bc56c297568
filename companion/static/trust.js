// The trust page and the doors of an https server's plain-http port (companion/trust.py): load an image from the
// https port. It loads only if this phone trusts the table's authority (a browser refuses an image from an
// untrusted certificate silently, which is what lets the page say it plainly). A door then opens its https page.
// On the trust page it also opens the steps of this phone's kind and tries again when the phone comes back.
"use strict";
(function () {
  const body = document.body;
  const status = document.getElementById("trust-status");
  const isDoor = body.classList.contains("door-page");

  function say(trusted) {
    status.dataset.trusted = trusted ? "yes" : "no";
    status.textContent = trusted ? status.dataset.yes : status.dataset.no;
    body.dataset.trusted = status.dataset.trusted;
    if (trusted && isDoor) window.location.replace(body.dataset.target);
  }

  function probe() {
    if (body.dataset.secure === "yes") return say(true); // this very page came over https
    const image = new Image();
    image.onload = () => say(true);
    image.onerror = () => say(false);
    image.src = body.dataset.origin + "/icons/192.png?probe=" + Date.now();
  }

  // The steps of this phone's kind first; the others stay below it for a tablet or a computer.
  const agent = navigator.userAgent;
  const kind = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
    ? "ios" : /Android/.test(agent) ? "android" : "desktop";
  const own = document.querySelector(`.trust-way[data-platform="${kind}"]`);
  if (own) own.parentElement.insertBefore(own, document.querySelector(".trust-way"));

  probe();
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") probe(); });
})();
