import os
from importlib import resources

from lxml import etree

_SCHEMA_DIR = os.path.join(os.path.dirname(__file__), "schemas")
BUNDLED = {"invoice": "invoice-2.1.xsd", "catalog": "catalog-1.0.xsd"}


def load_schema(name):
    path = os.path.join(_SCHEMA_DIR, name)
    with open(path, "rb") as fh:
        return etree.XMLSchema(etree.parse(fh))


def bundled_schema(key):
    ref = resources.files("xmlkit.schemas").joinpath(BUNDLED[key])
    with ref.open("rb") as fh:
        return etree.XMLSchema(etree.parse(fh))
