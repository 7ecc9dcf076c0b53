"""Universal XPF crossword format."""
import xml.sax

from lxml import etree

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def load_xpf(data: bytes):
    root = etree.fromstring(data, _PARSER)
    puzzles = []
    for p in root.iter("Puzzle"):
        puzzles.append({
            "title": p.findtext("Title", ""),
            "author": p.findtext("Author", ""),
            "grid": [r.text for r in p.iterfind("Grid/Row")],
            "clues": [(c.get("Num"), c.get("Dir"), c.text) for c in p.iterfind("Clues/Clue")],
        })
    return puzzles


class _TitleCounter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        if name == "Puzzle":
            self.count += 1


def count_puzzles(data: bytes) -> int:
    handler = _TitleCounter()
    xml.sax.parseString(data, handler)
    return handler.count
