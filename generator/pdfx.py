"""PDF/X-1a:2003: what makes a CMYK PDF one that a print shop's preflight accepts as it is.

PDF/X-1a is the exchange standard for print: every colour CMYK (or spot), every font embedded, no
transparency, a trim box on each page, and an output intent naming the press condition the colours were
made for, with its ICC profile embedded. The PDF back end draws in the press's inks (generator/cmyk.py);
this module adds the document's part: the version and conformance keys, Trapped, and the output intent.
"""

from __future__ import annotations

from reportlab.pdfbase.pdfdoc import (
    PDFArray,
    PDFCatalog,
    PDFDate,
    PDFDictionary,
    PDFInfo,
    PDFName,
    PDFStream,
    PDFString,
)
from reportlab.pdfbase.pdfdoc import PDFZCompress as FLATE

from generator.cmyk import OUTPUT_CONDITION, OUTPUT_REGISTRY, Inks

VERSION = "PDF/X-1a:2003"  # the version DriveThruCards asks for; it names its conformance itself


class _PdfxInfo(PDFInfo):
    """The document information with the PDF/X keys (reportlab writes the others, Trapped /False included)."""

    def format(self, document):
        entries = {
            "Title": PDFString(self.title),
            "Author": PDFString(self.author),
            "Producer": PDFString(self.producer),
            "Creator": PDFString(self.creator),
            "Subject": PDFString(self.subject),
            "Keywords": PDFString(self.keywords),
            "Trapped": PDFName(self.trapped),
            "GTS_PDFXVersion": PDFString(VERSION),
        }
        entries["ModDate"] = entries["CreationDate"] = PDFDate(
            ts=document._timeStamp, dateFormatter=self._dateFormatter
        )
        return PDFDictionary(entries).format(document)


class _PdfxCatalog(PDFCatalog):
    """The catalog with the output intents, which reportlab's catalog does not write."""

    __NoDefault__ = (*PDFCatalog.__NoDefault__, "OutputIntents")


def mark_pdfx(pdf, inks: Inks) -> None:
    """Make a reportlab canvas's document a PDF/X-1a:2003 file printed to the press profile of ``inks``."""
    document = pdf._doc  # reportlab has no public call for the information's keys or an output intent
    document.info.__class__ = _PdfxInfo
    document.info.trapped = "False"  # nothing is trapped: the shop's RIP may trap
    document.Catalog.__class__ = _PdfxCatalog
    profile = PDFStream(PDFDictionary({"N": 4}), inks.profile_bytes, filters=[FLATE])
    intent = PDFDictionary(
        {
            "Type": PDFName("OutputIntent"),
            "S": PDFName("GTS_PDFX"),
            "OutputConditionIdentifier": PDFString(OUTPUT_CONDITION),
            "OutputCondition": PDFString(inks.description),
            "RegistryName": PDFString(OUTPUT_REGISTRY),
            "Info": PDFString(inks.description),
            "DestOutputProfile": document.Reference(profile),
        }
    )
    document.Catalog.OutputIntents = PDFArray([intent])
