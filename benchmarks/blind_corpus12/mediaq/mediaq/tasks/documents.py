import zipfile
from xml.dom import minidom

from lxml import objectify

from ..celery_app import app
from .. import db


def _core_properties(docx_path):
    with zipfile.ZipFile(docx_path) as zf:
        return minidom.parseString(zf.read("docProps/core.xml"))


@app.task
def index_docx(job_id, docx_path):
    dom = _core_properties(docx_path)
    titles = [n.firstChild.data for n in dom.getElementsByTagName("dc:title") if n.firstChild]
    db.set_status("document", job_id, "indexed")
    return {"title": titles[0] if titles else None}


@app.task
def import_metadata_sidecar(job_id, xml_bytes):
    parser = objectify.makeparser(load_dtd=True, resolve_entities=True, no_network=False)
    meta = objectify.fromstring(xml_bytes, parser)
    db.set_status("document", job_id, "imported")
    return {"title": str(getattr(meta, "title", "")), "author": str(getattr(meta, "author", ""))}
