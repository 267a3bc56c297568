// The home page's list of the tables made in this browser: host.js keeps them in this browser's storage, so
// no other device sees them and the server lists none.
"use strict";
(function () {
  const section = document.getElementById("my-tables");
  let tables = [];
  try {
    tables = JSON.parse(window.localStorage.getItem("pnpkit-tables") || "[]");
  } catch (ignored) {
    tables = [];
  }
  if (!section || !tables.length) return;
  const when = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: "medium", timeStyle: "short" });
  const list = section.querySelector("ul");
  for (const table of tables) {
    if (typeof table.path !== "string" || !table.path.startsWith("/t/")) continue;
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = table.path;
    link.textContent = table.title || table.path;
    const made = document.createElement("span");
    made.className = "hint";
    made.textContent = " " + section.dataset.made.replace("{when}", when.format(new Date(table.at)));
    item.append(link, made);
    list.append(item);
  }
  section.hidden = !list.children.length;
})();
