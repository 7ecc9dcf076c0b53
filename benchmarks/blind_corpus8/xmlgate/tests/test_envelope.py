from xmlgate.soap.envelope import build_response, parse_wsdl


def test_build_response_roundtrip():
    xml = build_response("GetPrice", {"price": "9.99"})
    assert b"GetPriceResponse" in xml and b"9.99" in xml


def test_parse_wsdl_ignores_entities():
    doc = b'<!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/hostname">]><d>&e;</d>'
    root = parse_wsdl(doc)
    assert root.text is None or "/" not in root.text
