"""Pull title/author out of OOXML packages for the job listing."""
import io
import zipfile
import xml.sax
from xml.sax.handler import feature_external_ges

from defusedxml import ElementTree as SafeET

CP = "{http://schemas.openxmlformats.org/package/2006/metadata/core-properties}"
DC = "{http://purl.org/dc/elements/1.1/}"


class _CoreHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.fields, self._current, self._buf = {}, None, []

    def startElement(self, name, attrs):
        self._current, self._buf = name.split(":")[-1], []

    def characters(self, content):
        self._buf.append(content)

    def endElement(self, name):
        if self._current in ("title", "creator", "subject"):
            self.fields[self._current] = "".join(self._buf).strip()
        self._current = None


def core_properties(data):
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        raw = zf.read("docProps/core.xml")
    handler = _CoreHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(raw))
    return handler.fields


def app_properties(data):
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        root = SafeET.fromstring(zf.read("docProps/app.xml"))
    return {child.tag.split("}")[-1]: child.text for child in root}
