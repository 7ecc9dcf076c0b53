"""Bulk imports from supplier manifests and snapshot restore."""
import falcon
import yaml
from lxml import etree

from .. import db

_MANIFEST_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


class ManifestImportResource:
    """Suppliers upload an ASN-style XML manifest describing a delivery."""

    def on_post(self, req, resp):
        doc = etree.fromstring(req.bounded_stream.read(), parser=_MANIFEST_PARSER)
        only_sku = req.get_param("sku")
        if only_sku:
            lines = doc.xpath(f"//line[sku/text()='{only_sku}']")
        else:
            lines = doc.xpath("//line")
        imported = 0
        for line in lines:
            db.execute(
                "INSERT INTO deliveries (sku, qty, supplier) VALUES (%s, %s, %s)",
                (line.findtext("sku"), int(line.findtext("qty", "0")), doc.findtext("supplier")),
            )
            imported += 1
        resp.media = {"imported": imported}


class SnapshotResource:
    """Restore stock levels from a YAML snapshot exported by /reports/stock."""

    def on_post(self, req, resp):
        data = yaml.safe_load(req.bounded_stream)
        if not isinstance(data, dict) or "items" not in data:
            raise falcon.HTTPBadRequest(title="not a snapshot")
        for item in data["items"]:
            db.execute("UPDATE items SET qty = %s WHERE sku = %s", (int(item["qty"]), str(item["sku"])))
        resp.media = {"restored": len(data["items"])}
