from lxml import etree

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def field_value(template_xml: bytes, field_name: str) -> list[str]:
    root = etree.fromstring(template_xml, _PARSER)
    return root.xpath("//field[@name='" + field_name + "']/text()")


def field_value_safe(template_xml: bytes, field_name: str) -> list[str]:
    root = etree.fromstring(template_xml, _PARSER)
    return root.xpath("//field[@name=$name]/text()", name=field_name)
