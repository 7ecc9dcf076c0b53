import os
import xml.sax
import zipfile
from xml.sax.handler import feature_external_ges

from defusedxml import ElementTree as SafeET

from ..storage import save_output
from .base import BaseProcessor, ProcessingError

W_NS = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


class _SheetText(xml.sax.ContentHandler):
    """Collects shared strings from an .xlsx without building a tree."""

    def __init__(self):
        super().__init__()
        self.strings = []
        self._buf = None

    def startElement(self, name, attrs):
        if name == "t":
            self._buf = []

    def characters(self, content):
        if self._buf is not None:
            self._buf.append(content)

    def endElement(self, name):
        if name == "t" and self._buf is not None:
            self.strings.append("".join(self._buf))
            self._buf = None


class DocumentProcessor(BaseProcessor):
    kind = "document"

    def _unpack(self, path):
        target = os.path.join(self.workdir, "unpacked")
        with zipfile.ZipFile(path) as zf:
            if sum(i.file_size for i in zf.infolist()) > 500 * 1024 * 1024:
                raise ProcessingError("archive expands too much")
            zf.extractall(target)
        return target

    def _copy_media(self, path):
        media = []
        with zipfile.ZipFile(path) as zf:
            for info in zf.infolist():
                if not info.filename.startswith(("word/media/", "xl/media/")):
                    continue
                dest = os.path.join(self.workdir, "media", info.filename.split("/media/", 1)[1])
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                with zf.open(info) as src, open(dest, "wb") as out:
                    out.write(src.read())
                media.append(dest)
        return media

    def _docx_text(self, root):
        tree = SafeET.parse(os.path.join(root, "word", "document.xml"))
        return "\n".join(t.text or "" for t in tree.iter(W_NS + "t"))

    def _xlsx_text(self, root):
        handler = _SheetText()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(os.path.join(root, "xl", "sharedStrings.xml"))
        return "\n".join(handler.strings)

    def run(self):
        src = self.download()
        root = self._unpack(src)
        if os.path.exists(os.path.join(root, "word", "document.xml")):
            text = self._docx_text(root)
        elif os.path.exists(os.path.join(root, "xl", "sharedStrings.xml")):
            text = self._xlsx_text(root)
        else:
            raise ProcessingError("unsupported document")
        outputs = [save_output(self.job["tenant"], self.job["id"], "text.txt", text.encode("utf-8"))]
        for m in self._copy_media(src):
            with open(m, "rb") as fh:
                outputs.append(save_output(self.job["tenant"], self.job["id"], os.path.basename(m), fh.read()))
        return outputs
