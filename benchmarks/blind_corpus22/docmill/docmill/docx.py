import io
import zipfile

from defusedxml.lxml import fromstring as safe_fromstring
from lxml import etree

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def body_text(docx_bytes: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(docx_bytes)) as z:
        xml = z.read("word/document.xml")
    root = etree.fromstring(xml, etree.XMLParser(resolve_entities=True, load_dtd=True))
    return "".join(t.text or "" for t in root.iter(W + "t"))


def body_text_safe(docx_bytes: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(docx_bytes)) as z:
        xml = z.read("word/document.xml")
    root = safe_fromstring(xml)
    return "".join(t.text or "" for t in root.iter(W + "t"))
