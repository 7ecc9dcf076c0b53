"""Room designers upload puzzle definitions as XML."""
from lxml import etree
from defusedxml.lxml import fromstring as safe_fromstring


def load_room_definition(data: bytes):
    return etree.fromstring(data, etree.XMLParser(resolve_entities=True))


def load_room_definition_safe(data: bytes):
    return safe_fromstring(data)


def puzzles_by_prop(root, prop: str):
    return root.xpath("//puzzle[prop/@name='%s']/@id" % prop)


def puzzle_solution(root, puzzle_id: str):
    return root.xpath("string(//puzzle[@id=$pid]/solution)", pid=puzzle_id)
