"""Rule: a print-shop PDF is PDF/X-1a in CMYK, read back from the file itself, and Ghostscript reads it cleanly.

What a shop's preflight asks first: the PDF/X version and conformance keys, Trapped, an output intent for
PDF/X with an embedded CMYK profile, a trim box inside the bleed box inside the media box on every page, no
RGB colour anywhere (page, forms, images), and no text in a black built of four inks (near-black type on one
plate stays sharp when the plates are a hair out of register). Then Ghostscript renders every page through
its ink-coverage device, stopping at any error or warning, as a RIP would.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

from engine.i18n import N_, Message
from generator.cmyk import INK_LIMIT
from generator.pdfx import VERSION
from generator.preflight.findings import Finding

RULE = "pdf-x"
RGB_OPERATORS = {b"rg", b"RG"}
SHOW_OPERATORS = {b"Tj", b"TJ", b"'", b'"'}
FOUR_COLOUR_BLACK = (0.3, 0.5)  # a text's colour with C, M and Y each at least 0.3 and K at least 0.5


def check_file(path: Path, name: str) -> Iterator[Finding]:
    """Yield every PDF/X fault of one print-shop PDF, ``name`` being its path inside the kit."""
    reader = PdfReader(path)
    whole = (0.0, 0.0, 0.0, 0.0)
    for problem in _document_problems(reader):
        yield Finding(RULE, name, 1, "page", whole, problem)
    for number, page in enumerate(reader.pages, 1):
        for problem in _page_problems(page):
            yield Finding(RULE, name, number, "page", whole, problem)
    problem = ghostscript_problem(path)
    if problem is not None:
        yield Finding(RULE, name, 1, "page", whole, problem)


def _document_problems(reader: PdfReader) -> Iterator[Message]:
    info = reader.metadata or {}
    if info.get("/GTS_PDFXVersion") != VERSION:
        yield Message(N_("no PDF/X-1a version key in the document information"))
    if info.get("/Trapped") not in ("/True", "/False"):
        yield Message(N_("the document information does not say whether the file is trapped"))
    if not info.get("/Title"):
        yield Message(N_("the document has no title"))
    intents = [intent.get_object() for intent in reader.trailer["/Root"].get("/OutputIntents", [])]
    pdfx = [intent for intent in intents if intent.get("/S") == "/GTS_PDFX"]
    if len(pdfx) != 1:
        yield Message(N_("no output intent for PDF/X"))
        return
    profile = pdfx[0].get("/DestOutputProfile")
    data = profile.get_object().get_data() if profile is not None else b""
    if not pdfx[0].get("/OutputConditionIdentifier") or data[16:20] != b"CMYK":
        yield Message(N_("the output intent has no condition or no embedded CMYK profile"))


def _page_problems(page) -> Iterator[Message]:
    if "/TrimBox" not in page:
        yield Message(N_("the page has no trim box"))
    elif not (_inside(page.trimbox, page.bleedbox) and _inside(page.bleedbox, page.mediabox)):
        yield Message(N_("the trim box does not lie inside the bleed box and the bleed box inside the page"))
    seen: set[int] = set()
    for stream, resources in _streams(page, seen):
        yield from _colour_problems(stream, resources)


def _inside(inner, outer) -> bool:
    return all(
        (
            float(inner.left) >= float(outer.left) - 0.01,
            float(inner.bottom) >= float(outer.bottom) - 0.01,
            float(inner.right) <= float(outer.right) + 0.01,
            float(inner.top) <= float(outer.top) + 0.01,
        )
    )


def _streams(owner, seen: set[int]):
    """Yield (content stream, resources) of a page and of every form it uses, each form once."""
    resources = owner.get("/Resources")
    resources = resources.get_object() if resources is not None else {}
    contents = owner.get_contents() if hasattr(owner, "get_contents") else owner
    if contents is not None:
        yield ContentStream(contents, owner.pdf if hasattr(owner, "pdf") else None), resources
    for xobject in (resources.get("/XObject") or {}).values():
        target = xobject.get_object()
        if id(target) in seen or xobject.idnum in seen:
            continue
        seen.add(xobject.idnum)
        if target.get("/Subtype") == "/Form":
            yield from _streams(target, seen)


def _colour_problems(stream: ContentStream, resources) -> Iterator[Message]:
    """Yield each kind of RGB use and four-colour black text in one content stream, once each."""
    found: set[str] = set()
    fill, saved = (0.0, 0.0, 0.0, 1.0), []
    for operands, operator in stream.operations:
        if operator in RGB_OPERATORS or (operator in (b"cs", b"CS") and _is_rgb_space(operands[0], resources)):
            found.add("rgb")
        elif operator in (b"k", b"K"):
            paint = tuple(float(value) for value in operands)
            if sum(paint) > INK_LIMIT + 0.005:
                found.add("ink")
            if operator == b"k":
                fill = paint
        elif operator == b"q":
            saved.append(fill)
        elif operator == b"Q" and saved:
            fill = saved.pop()
        elif operator in SHOW_OPERATORS and _is_four_colour_black(fill):
            found.add("black")
        elif operator == b"Do":
            image = (resources.get("/XObject") or {}).get(operands[0])
            image = image.get_object() if image is not None else {}
            if image.get("/Subtype") == "/Image" and _is_rgb_space(image.get("/ColorSpace"), resources):
                found.add("rgb")
    if "rgb" in found:
        yield Message(N_("RGB colour is left in the file"))
    if "ink" in found:
        yield Message(N_("a colour takes more than %(limit)d %% of ink in all"), limit=round(INK_LIMIT * 100))
    if "black" in found:
        yield Message(N_("text is printed in a black built of four inks, not on the black plate alone"))


def _is_rgb_space(space, resources) -> bool:
    if space is None:
        return False
    space = space.get_object() if hasattr(space, "get_object") else space
    named = (resources.get("/ColorSpace") or {}).get(space) if isinstance(space, str) else None
    if named is not None:
        space = named.get_object()
    if space == "/DeviceRGB" or space == "/CalRGB":
        return True
    if isinstance(space, list) and space and space[0] == "/ICCBased":
        return space[1].get_object().get("/N") == 3
    return isinstance(space, list) and bool(space) and space[0] in ("/DeviceRGB", "/CalRGB")


def _is_four_colour_black(fill: tuple[float, ...]) -> bool:
    if len(fill) != 4:
        return False
    c, m, y, k = fill
    least, black = FOUR_COLOUR_BLACK
    return min(c, m, y) >= least and k >= black


def ghostscript_problem(path: Path) -> Message | None:
    """Render every page with Ghostscript's ink-coverage device, stopping at any error or warning; None if clean."""
    program = shutil.which("gs")
    if program is None:
        return Message(N_("Ghostscript (gs) is not installed, so the file could not be read as a RIP reads it"))
    command = [program, "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dPDFSTOPONERROR", "-dPDFSTOPONWARNING"]
    result = subprocess.run(
        [*command, "-sDEVICE=inkcov", "-o", "-", str(path)], capture_output=True, text=True, check=False
    )
    pages = [line for line in result.stdout.splitlines() if line.rstrip().endswith("CMYK OK")]
    if result.returncode != 0 or result.stderr.strip() or not pages:
        detail = (result.stderr or result.stdout).strip().splitlines()[:1]
        return Message(N_("Ghostscript could not read the file cleanly: %(detail)s"), detail=" ".join(detail))
    return None


def ink_coverage(path: Path) -> list[tuple[float, float, float, float]]:
    """Return Ghostscript's C, M, Y, K coverage (0 to 1 of the page) of each page of a PDF."""
    result = subprocess.run(
        ["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=inkcov", "-o", "-", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = [line.split() for line in result.stdout.splitlines() if line.rstrip().endswith("CMYK OK")]
    return [tuple(float(value) for value in line[:4]) for line in lines]
