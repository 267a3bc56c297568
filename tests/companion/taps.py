"""What a phone's page offers a finger, measured in the browser: every visible tap target at least 24 x 24 CSS
pixels (WCAG 2.2, 2.5.8), none overlapping another, none beyond the screen's edge."""

from __future__ import annotations

MIN_TARGET = 24  # CSS pixels, WCAG 2.2 success criterion 2.5.8 (minimum target size)

# Every target on the page that is shown now: its description, its box, and its box clipped by any ancestor that
# hides overflow (a panel scrolling sideways shows part of a target; the part shown is what a finger can tap).
MEASURE = """
() => {
  const targets = [...document.querySelectorAll("button, a[href], input:not([type=hidden]), select, textarea, "
    + "summary, [role=button], [tabindex]:not([tabindex='-1'])")];
  const shown = [];
  for (const node of targets) {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const folded = node.closest("[hidden], details:not([open]) > :not(summary)");
    if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || folded) continue;
    const text = (node.getAttribute("aria-label") || node.textContent || node.tagName).trim();
    shown.push({ what: node.tagName.toLowerCase() + " " + JSON.stringify(text.slice(0, 40)),
      left: box.left + scrollX, top: box.top + scrollY, right: box.right + scrollX, bottom: box.bottom + scrollY,
      width: box.width, height: box.height });
  }
  return { shown, width: document.documentElement.clientWidth, scroll: document.documentElement.scrollWidth };
}
"""


def tap_target_faults(page) -> list[str]:
    """Return what is wrong with the page's tap targets now, one line each (none: all is well)."""
    found = page.evaluate(MEASURE)
    faults = []
    if found["scroll"] > found["width"]:
        faults.append(f"the page is {found['scroll']} px wide on a {found['width']} px screen")
    shown = found["shown"]
    for target in shown:
        if target["width"] < MIN_TARGET - 0.01 or target["height"] < MIN_TARGET - 0.01:
            faults.append(f"{target['what']} is {target['width']:.1f} x {target['height']:.1f} px")
        if target["right"] > found["width"] + 0.5:
            faults.append(f"{target['what']} reaches {target['right']:.1f} px, beyond the screen")
    for index, first in enumerate(shown):
        for second in shown[index + 1 :]:
            across = min(first["right"], second["right"]) - max(first["left"], second["left"])
            down = min(first["bottom"], second["bottom"]) - max(first["top"], second["top"])
            if across > 0.5 and down > 0.5:
                faults.append(f"{first['what']} and {second['what']} overlap")
    return faults


def log_number_faults(page) -> list[str]:
    """Return the log lines whose number the log's panel does not show whole."""
    return page.evaluate(
        """() => {
          const log = document.getElementById("log").getBoundingClientRect();
          return [...document.querySelectorAll("#log li")].filter((item) => {
            const number = item.querySelector(".n");
            if (!number) return true;
            const box = number.getBoundingClientRect();
            return box.left < log.left - 0.5 || number.scrollWidth > Math.ceil(box.width);
          }).map((item) => item.textContent);
        }"""
    )


PHONE_WIDTHS = (320, 360)  # CSS px: a small phone's screen, then the most common one


def at_each_width(page, widths=PHONE_WIDTHS):
    """Yield each phone width with the page set to it; the page is set back to its own size after."""
    size = page.viewport_size
    try:
        for width in widths:
            page.set_viewport_size({"width": width, "height": size["height"]})
            yield width
    finally:
        page.set_viewport_size(size)


def faults_at_widths(page, *measures, widths=PHONE_WIDTHS) -> list[str]:
    """Return what each measure finds on the page at each phone width, the page set back to its own size after.

    A whole game is played once, on the narrowest phone; each screen it passes is measured at every width.
    """
    faults = []
    for width in at_each_width(page, widths):
        faults += [f"at {width} px: {fault}" for measure in measures for fault in measure(page)]
    return faults
