import re

from lxml import etree

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")
_BY_AUTHOR = etree.XPath("//section[@author=$author]")


def select_sections(doc, title):
    """Return the sections whose <title> equals ``title``."""
    return doc.xpath("//section[title='%s']" % title)


def select_by_author(doc, author):
    return _BY_AUTHOR(doc, author=author)


def count_tag(doc, tag):
    if not _NAME.fullmatch(tag):
        raise ValueError("not an element name: %r" % tag)
    return int(doc.xpath("count(//%s)" % tag))
