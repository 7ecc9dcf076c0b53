"""Convert a YAML product sheet into XML.

    python examples/convert.py products.yaml > products.xml
"""
import sys

import xmlkit
from xmlkit.include import to_string


def main(path):
    with open(path) as fh:
        doc = xmlkit.from_yaml_strict(fh.read(), root="products")
    print(to_string(doc))


if __name__ == "__main__":
    main(sys.argv[1])
