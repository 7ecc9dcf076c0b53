import csv

import defusedxml.ElementTree as DET

from .core import Table


def read_csv(path, delimiter=","):
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        header = next(reader)
        return Table(header, [row for row in reader])


def read_xml(source, row_tag="row"):
    """Read ``<rows><row a="1" b="2"/>...</rows>`` style XML."""
    root = DET.parse(source).getroot()
    rows = list(root.iter(row_tag))
    cols = sorted({k for r in rows for k in r.attrib})
    return Table(cols, [[r.get(c) for c in cols] for r in rows])
