"""3MF (zip + XML) model inspection."""
import io
import zipfile

from defusedxml.ElementTree import fromstring as safe_fromstring
from lxml import etree

NS = {"m": "http://schemas.microsoft.com/3dmanufacturing/core/2015/02"}


def _model_xml(blob):
    with zipfile.ZipFile(io.BytesIO(blob)) as z:
        return z.read("3D/3dmodel.model")


def object_count(blob):
    root = etree.fromstring(_model_xml(blob))
    return len(root.findall(".//m:object", NS))


def object_count_safe(blob):
    root = safe_fromstring(_model_xml(blob))
    return len(root.findall(".//{%s}object" % NS["m"]))


def object_vertices(blob, object_name):
    root = etree.fromstring(_model_xml(blob), etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//m:object[@name='%s']//m:vertex" % object_name, namespaces=NS)


def object_by_id(blob, object_id):
    root = etree.fromstring(_model_xml(blob), etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//m:object[@id=$oid]", namespaces=NS, oid=str(object_id))
