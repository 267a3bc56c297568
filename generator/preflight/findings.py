"""What the preflight reports: one fault of one printed object, named by file, page, component and place."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import Message, render


@dataclass(frozen=True)
class Finding:
    """One fault: which rule, where (file, page, component, box in mm from the top-left), what, and its measure."""

    rule: str  # the rule's name: overlap, type-size, number-height, safe-zone, frame, blank-pages, contrast
    file: str  # the PDF's path inside the kit, e.g. a4/board-a3.pdf
    page: int  # 1-based
    component: str  # the drawing it lies in (card-AH, board, booklet-page-3) or "page"
    box: tuple[float, float, float, float]  # x, y, w, h in mm, y down from the page's top-left
    message: Message  # what is wrong, in the reader's language
    measure: float = 0.0  # the measured value the rule judged (a size in pt, a height in mm, a ratio)

    def line(self, tr=None) -> str:
        """Return the finding as one line: file, page, place and component, rule, and what is wrong."""
        x, y, w, h = self.box
        where = f"{self.file} p{self.page} x {x:.1f} y {y:.1f} mm ({w:.1f} x {h:.1f}) {self.component}"
        return f"{where}: {self.rule}: {render(self.message, tr)}"


def text_or_mark(item, about_text: str, about_mark: str, **params) -> Message:
    """Return a finding's message about an object: the text's own words quoted, or a drawn mark (no words)."""
    if item.kind == "text":
        return Message(about_text, text=item.text, **params)
    return Message(about_mark, **params)
