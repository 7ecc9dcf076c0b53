"""Extract title/author metadata from uploaded office documents."""
import zipfile

from defusedxml import ElementTree as DefusedET
from lxml import etree

DC = "{http://purl.org/dc/elements/1.1/}"
ODF_META = "{urn:oasis:names:tc:opendocument:xmlns:meta:1.0}"


def read_docx_properties(fileobj):
    """Return title, creator and page count from docProps/core.xml and app.xml."""
    with zipfile.ZipFile(fileobj) as zf:
        core = zf.read("docProps/core.xml")
        app = zf.read("docProps/app.xml") if "docProps/app.xml" in zf.namelist() else None
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    root = etree.fromstring(core, parser)
    props = {
        "title": (root.findtext(DC + "title") or "").strip(),
        "creator": (root.findtext(DC + "creator") or "").strip(),
    }
    if app is not None:
        app_root = etree.fromstring(app, etree.XMLParser(resolve_entities=False, no_network=True))
        pages = app_root.findtext("{http://schemas.openxmlformats.org/officeDocument/2006/extended-properties}Pages")
        props["pages"] = int(pages) if pages and pages.isdigit() else 0
    return props


def read_odf_meta(fileobj):
    with zipfile.ZipFile(fileobj) as zf:
        data = zf.read("meta.xml")
    root = DefusedET.fromstring(data)
    meta = root.find("{urn:oasis:names:tc:opendocument:xmlns:office:1.0}meta")
    if meta is None:
        return {}
    stats = meta.find(ODF_META + "document-statistic")
    return {
        "title": (meta.findtext(DC + "title") or "").strip(),
        "creator": (meta.findtext(DC + "creator") or "").strip(),
        "pages": int(stats.get(ODF_META + "page-count", 0)) if stats is not None else 0,
    }
