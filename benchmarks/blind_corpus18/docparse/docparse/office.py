import io
import os
import zipfile

from lxml import etree

_parser = etree.XMLParser(resolve_entities=False, no_network=True)
W_NS = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def docx_text(data):
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        root = etree.fromstring(zf.read("word/document.xml"), _parser)
    return "\n".join("".join(t.text or "" for t in p.iter(W_NS + "t")) for p in root.iter(W_NS + "p"))


def extract_media(data, dest):
    out = []
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        for name in zf.namelist():
            if name.startswith("word/media/"):
                out.append(zf.extract(name, dest))
    return out


def write_media(data, dest):
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        for info in zf.infolist():
            target = os.path.join(dest, info.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as fh:
                fh.write(zf.read(info))
