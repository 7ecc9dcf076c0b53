from defusedxml import ElementTree

NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
PRODUCT_SECTIONS = ("product", "p", "item")


def product_urls(xml_text):
    root = ElementTree.fromstring(xml_text)
    urls = [loc.text.strip() for loc in root.findall("sm:url/sm:loc", NS)]
    return [u for u in urls if any("/%s/" % s in u for s in PRODUCT_SECTIONS)]


def product_urls_lxml(xml_bytes):
    from lxml import etree
    tree = etree.fromstring(xml_bytes, etree.XMLParser(resolve_entities=False, no_network=True))
    clauses = " or ".join("contains(., '/%s/')" % s for s in PRODUCT_SECTIONS)
    return tree.xpath("//sm:loc[%s]/text()" % clauses, namespaces=NS)
