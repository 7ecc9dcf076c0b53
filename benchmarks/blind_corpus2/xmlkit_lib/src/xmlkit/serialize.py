"""Convert between YAML descriptions and XML trees."""
import yaml

from .compat import etree


def _build(tag, value):
    el = etree.Element(tag)
    if isinstance(value, dict):
        for k, v in value.items():
            el.append(_build(k, v))
    elif isinstance(value, list):
        for item in value:
            el.append(_build("item", item))
    else:
        el.text = "" if value is None else str(value)
    return el


def from_yaml(text, root="document"):
    """Build an XML tree from a YAML mapping."""
    data = yaml.load(text, Loader=yaml.Loader)
    return _build(root, data)


def from_yaml_strict(text, root="document"):
    data = yaml.load(text, Loader=yaml.SafeLoader)
    return _build(root, data)
