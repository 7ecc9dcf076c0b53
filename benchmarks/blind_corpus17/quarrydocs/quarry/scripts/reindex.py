import argparse

from lxml import etree
from sqlalchemy import text

from ..models import DBSession, init_db


def main(argv=None):
    ap = argparse.ArgumentParser(description="Rebuild catalog.xml from the docs table")
    ap.add_argument("dburl")
    ap.add_argument("--out", default="/srv/quarry/catalog.xml")
    args = ap.parse_args(argv)
    init_db(args.dburl)
    root = etree.Element("catalog")
    for row in DBSession.execute(text("SELECT id, slug, title FROM docs")):
        d = etree.SubElement(root, "doc", id=str(row.id), slug=row.slug)
        etree.SubElement(d, "title").text = row.title
    etree.ElementTree(root).write(args.out, encoding="utf-8", xml_declaration=True)


if __name__ == "__main__":
    main()
