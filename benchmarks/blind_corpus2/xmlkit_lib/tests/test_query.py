import xmlkit

CATALOG = b"""<catalog>
  <book id="b1" lang="de"><title>Faust</title><price>12</price><stock>3</stock></book>
  <book id="b2" lang="en"><title>Dracula</title><price>8</price><stock>0</stock></book>
</catalog>"""

PARTNER_KEY = b"unit-test-key"


def test_find_by_attr():
    doc = xmlkit.load(CATALOG)
    assert [b.get("id") for b in xmlkit.find_by_attr(doc, "lang", "de")] == ["b1"]


def test_select_checked():
    doc = xmlkit.load(CATALOG)
    assert len(xmlkit.select_checked(doc, "price > 10 and stock > 0")) == 1


def test_sign_roundtrip():
    sig = xmlkit.sign(CATALOG, PARTNER_KEY)
    assert xmlkit.verify(CATALOG, PARTNER_KEY, sig)
