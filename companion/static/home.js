// The home page creates a table through the JSON API (the form still works without this script).
"use strict";
(function () {
  const form = document.getElementById("create");
  if (!form) return;
  // Each game has its own options: show and send only those of the game chosen.
  function showOptions() {
    form.querySelectorAll(".option").forEach((option) => { option.hidden = option.dataset.game !== form.game.value; });
  }
  form.game.addEventListener("change", showOptions);
  showOptions();
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const options = {};
    const appSeats = [];
    form.querySelectorAll("input[type=checkbox]").forEach((box) => {
      if (box.dataset.game !== form.game.value) return;
      if ("appSeat" in box.dataset) {
        if (box.checked) appSeats.push(box.value);
      } else {
        options[box.name] = box.checked;
      }
    });
    const body = { game: form.game.value, locale: form.locale.value, options, app_seats: appSeats };
    const error = document.getElementById("create-error");
    try {
      const response = await fetch("/api/tables", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Pnpkit": "1" },
        body: JSON.stringify(body),
      });
      const data = await response.json();
      if (!response.ok) throw new Error(data.error.message);
      window.location.assign(data.links.host);
    } catch (problem) {
      error.textContent = problem.message;
      error.hidden = false;
    }
  });
})();
