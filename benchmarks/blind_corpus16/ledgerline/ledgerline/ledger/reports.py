"""Parses XML trial-balance reports uploaded by the accounting team."""
from lxml import etree


def _parser():
    return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def account_lines(report_bytes, account_code):
    root = etree.fromstring(report_bytes, _parser())
    return root.xpath("//account[@code='%s']/line" % account_code)


def totals(report_bytes):
    root = etree.fromstring(report_bytes, _parser())
    return {a.get("code"): float(a.findtext("total", "0")) for a in root.iter("account")}
