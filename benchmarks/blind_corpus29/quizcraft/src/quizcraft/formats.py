"""Reading QPX question-pack XML files."""
import defusedxml.lxml
from lxml import etree


def load_pack(data: bytes):
    """Parse a question pack. Packs may use entities for repeated picture credits."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(data, parser)


def load_pack_strict(data: bytes):
    return defusedxml.lxml.fromstring(data)


def load_answers(data: bytes):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    return etree.fromstring(data, parser)


def questions_in_round(pack, round_name: str):
    return pack.xpath("//round[@title=\"%s\"]/question" % round_name)


def round_by_number(pack, number):
    return pack.xpath("//round[@n=$n]", n=str(number))


def picture_rounds(pack):
    return pack.xpath("//round[question/image]/@title")
