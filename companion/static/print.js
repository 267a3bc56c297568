// The Print page: while a kit builds, show how far it is, and show its files once it is ready (a reload).
"use strict";
(function () {
  const POLL_MS = 700;
  document.querySelectorAll(".kit[data-status]").forEach((kit) => {
    if (kit.dataset.state !== "queued" && kit.dataset.state !== "building") return;
    const bar = kit.querySelector("progress");
    const line = kit.querySelector(".progress-text");
    async function poll() {
      try {
        const response = await fetch(kit.dataset.status, { headers: { Accept: "application/json" } });
        const data = await response.json();
        if (data.state !== "queued" && data.state !== "building") {
          window.location.reload();  // ready or failed: the server lists the files or says why
          return;
        }
        if (data.state === "building" && data.total) {
          bar.max = data.total;
          bar.value = data.done;
          line.textContent = kit.dataset.building.replace("{done}", data.done).replace("{total}", data.total);
        }
      } catch (problem) {
        // A missed poll (the phone lost the network for a moment) is tried again.
      }
      window.setTimeout(poll, POLL_MS);
    }
    window.setTimeout(poll, POLL_MS);
  });
})();
