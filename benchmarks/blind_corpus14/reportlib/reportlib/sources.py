"""Tabular data sources."""
import sqlite3
import xml.etree.ElementTree as StdET

from lxml import etree


class SqliteSource:
    def __init__(self, path, table):
        self.conn = sqlite3.connect(path)
        self.table = table

    def rows(self, where=None, limit=1000):
        """``where`` maps column name -> required value."""
        where = where or {}
        clause = " AND ".join("%s = ?" % col for col in where) or "1=1"
        sql = 'SELECT * FROM "%s" WHERE %s LIMIT ?' % (self.table.replace('"', '""'), clause)
        return self.conn.execute(sql, (*where.values(), int(limit))).fetchall()


class XmlSource:
    """Records stored as ``<record type="...">`` elements."""

    def __init__(self, data):
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
        self.root = etree.fromstring(data, parser)

    def records(self, kind=None):
        if kind is None:
            return self.root.findall(".//record")
        return self.root.xpath("//record[@type='%s']" % kind)


def quick_records(data):
    """Parse a small XML snippet without lxml (no DTD processing)."""
    return [dict(el.attrib) for el in StdET.fromstring(data).iter("record")]
