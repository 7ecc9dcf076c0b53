"""Extract XMP metadata packets sent by the desktop uploader."""
import defusedxml.ElementTree as SafeET
import falcon
from lxml import etree

NS = {"dc": "http://purl.org/dc/elements/1.1/", "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#"}

_parser = etree.XMLParser(resolve_entities=True, load_dtd=True, remove_blank_text=True)


class MetadataResource:
    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        doc = etree.fromstring(raw, parser=_parser)
        titles = doc.xpath("//dc:title//rdf:li/text()", namespaces=NS)
        creators = doc.xpath("//dc:creator//rdf:li/text()", namespaces=NS)
        resp.media = {"title": titles[0] if titles else None, "creators": creators}

    def on_put(self, req, resp):
        """Validate-only endpoint used by the web uploader."""
        raw = req.bounded_stream.read()
        try:
            root = SafeET.fromstring(raw)
        except SafeET.ParseError as exc:
            raise falcon.HTTPBadRequest(title="invalid XMP", description=str(exc))
        resp.media = {"root": root.tag}
