from lxml import etree

_SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def parse_recipe(data):
    root = etree.fromstring(data, parser=_SAFE_PARSER)
    return {
        "name": root.findtext("name"),
        "cone": root.findtext("cone"),
        "ingredients": [(i.get("material"), i.get("percent")) for i in root.iter("ingredient")],
    }


def parse_uploaded(data):
    # members export these from desktop glaze calculators that use DTD entities for units
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    return etree.fromstring(data, parser)


def ingredient_percent(root, material):
    return root.xpath("string(//ingredient[@material=$m]/@percent)", m=material)


def find_layer(root, layer_name):
    return root.xpath("//layer[@name='" + layer_name + "']")
