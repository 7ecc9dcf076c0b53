from urllib.parse import urlsplit

import requests
from flask import current_app, jsonify, request
from flask.views import MethodView
from lxml import etree

NS = {"md": "urn:oasis:names:tc:SAML:2.0:metadata", "ds": "http://www.w3.org/2000/09/xmldsig#"}


def _parse_metadata(xml_bytes):
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    return etree.fromstring(xml_bytes, parser)


def _parse_metadata_hardened(xml_bytes):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    return etree.fromstring(xml_bytes, parser)


class MetadataImportView(MethodView):
    def post(self):
        url = request.form["metadata_url"]
        xml_bytes = requests.get(url, timeout=15).content
        doc = _parse_metadata(xml_bytes)
        entity_id = request.form.get("entity_id", "")
        found = doc.xpath(f"//md:EntityDescriptor[@entityID='{entity_id}']//ds:X509Certificate/text()", namespaces=NS)
        return jsonify({"certificates": [str(c) for c in found]})

    def put(self):
        url = request.form["metadata_url"]
        if urlsplit(url).hostname not in current_app.config["IDP_METADATA_HOSTS"]:
            return jsonify({"error": "untrusted metadata host"}), 400
        xml_bytes = requests.get(url, timeout=15, allow_redirects=False).content
        doc = _parse_metadata_hardened(xml_bytes)
        found = doc.xpath("//md:EntityDescriptor[@entityID=$eid]//ds:X509Certificate/text()", namespaces=NS, eid=request.form.get("entity_id", ""))
        return jsonify({"certificates": [str(c) for c in found]})
