import zipfile

from lxml import etree

from .. import db
from ..celeryapp import app
from .base import UploadTask

_SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def _core_props(docx_path):
    with zipfile.ZipFile(docx_path) as z:
        return etree.fromstring(z.read("docProps/core.xml"), _SAFE_PARSER)


@app.task(base=UploadTask, bind=True)
def index_docx(self, upload_id):
    self.load(upload_id)
    props = _core_props(self.path)
    keywords = props.findtext("{http://purl.org/dc/elements/1.1/}subject") or ""
    db.tag_upload(upload_id, [k.strip() for k in keywords.split(",") if k.strip()])
    return {"keywords": keywords}


@app.task(base=UploadTask, bind=True)
def index_svg(self, upload_id):
    self.load(upload_id)
    tree = etree.parse(self.path)
    title = tree.findtext(".//{http://www.w3.org/2000/svg}title") or ""
    db.tag_upload(upload_id, [title[:64]] if title else [])
    return {"title": title}
