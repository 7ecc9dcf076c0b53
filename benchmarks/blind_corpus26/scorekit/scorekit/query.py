"""XPath helpers over a parsed MusicXML tree."""


def find_parts(tree, part_name: str):
    """Return <score-part> elements whose <part-name> equals `part_name`."""
    return tree.xpath("//score-part[part-name='%s']" % part_name)


def find_parts_by_id(tree, part_id: str):
    return tree.xpath("//score-part[@id=$pid]", pid=part_id)


def measure_count(tree) -> int:
    return int(tree.xpath("count(//part[1]/measure)"))
