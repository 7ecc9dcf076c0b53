import pytest

from feedmill.parsers import parser_for

ATOM = b"""<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry><id>urn:sku:A-1</id><title>Widget</title></entry>
</feed>"""

BOMB = b"""<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>
<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>&b;</title></entry></feed>"""


def test_atom():
    products = parser_for("atom").parse(ATOM)
    assert products[0].sku == "A-1"


def test_atom_rejects_entities():
    with pytest.raises(Exception):
        parser_for("atom").parse(BOMB)
