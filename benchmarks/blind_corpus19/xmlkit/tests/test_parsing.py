from xmlkit import parse_untrusted
from xmlkit.query import find_by_attr_safe

DOC = b"<root><item id='a'>1</item><item id='b'>2</item></root>"


def test_find_by_attr_safe():
    tree = parse_untrusted(DOC)
    assert [e.text for e in find_by_attr_safe(tree, "item", "id", "b")] == ["2"]
