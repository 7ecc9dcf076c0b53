from lxml import etree


def query_manifest(manifest_path, expression):
    """domectl query SHOW --xpath '//scene[@dome_tilt>30]' - expression typed by the operator."""
    tree = etree.parse(manifest_path, etree.XMLParser(resolve_entities=False, no_network=True))
    return tree.xpath(expression)


def scenes_by_tag(manifest_path, tag):
    tree = etree.parse(manifest_path, etree.XMLParser(resolve_entities=False, no_network=True))
    return tree.xpath("//scene[tag=$t]/@id", t=tag)
