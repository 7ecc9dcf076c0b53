from lxml import etree

from packetsec.pricing import adjust, packet_price


def test_default_price():
    assert packet_price(etree.fromstring(b'<packet value="12.5"/>')) == 12.5


def test_adjust():
    assert adjust([10.0], "p * 0.9") == [9.0]
