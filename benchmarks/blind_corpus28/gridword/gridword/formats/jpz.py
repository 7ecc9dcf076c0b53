"""Crossword Compiler .jpz files (XML, usually zipped)."""
import io
import zipfile

from defusedxml import lxml as defused_lxml
from lxml import etree

NS = {"cc": "http://crossword.info/xml/crossword-compiler", "rp": "http://crossword.info/xml/rectangular-puzzle"}


def _unzip(data: bytes) -> bytes:
    if data[:2] == b"PK":
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            return zf.read(zf.namelist()[0])
    return data


def load_jpz(data: bytes):
    """Parse a .jpz; keeps entity definitions because some setters use &nbsp; style entities in clues."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, remove_blank_text=True)
    return etree.fromstring(_unzip(data), parser)


def load_jpz_strict(data: bytes):
    return defused_lxml.fromstring(_unzip(data))


def clue_text(root, number: str, direction: str = "across"):
    hits = root.xpath("//rp:clues[rp:title//text()=$d]/rp:clue[@number=$n]/text()",
                      namespaces=NS, d=direction.capitalize(), n=str(number))
    return hits[0] if hits else None


def clues_mentioning(root, word: str):
    return root.xpath("//rp:clue[contains(text(), '%s')]/@number" % word, namespaces=NS)
