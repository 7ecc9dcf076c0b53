import os

import defusedxml.ElementTree as DET
from lxml import etree
from webob import Request

from .. import settings
from ..request import text


def upload(req):
    wreq = Request(req.environ)
    field = wreq.POST["certificate"]
    root = DET.fromstring(field.file.read())
    cert_id = root.findtext("CertificateNumber", "").replace("/", "-")
    with open(os.path.join(settings.CERT_ROOT, os.path.basename(cert_id) + ".xml"), "wb") as fh:
        fh.write(DET.tostring(root))
    return text("stored", "201 Created")


def species(req, cert):
    path = os.path.join(settings.CERT_ROOT, cert + ".xml")
    doc = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
    genus = req.query.get("genus", "Dalbergia")
    if req.query.get("exact") == "1":
        hits = doc.xpath("//Specimen[Genus=$g]/Quantity/text()", g=genus)
    else:
        hits = doc.xpath("//Specimen[starts-with(Genus, '%s')]/Quantity/text()" % genus)
    return text("\n".join(hits))
