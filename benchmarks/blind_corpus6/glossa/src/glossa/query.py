"""XPath queries over a loaded TMX tree."""


def find_segments(tree, lang, text):
    """Return <tu> elements having a <tuv> in ``lang`` whose segment contains ``text``."""
    expr = f"//tu[tuv[@xml:lang='{lang}']/seg[contains(., '{text}')]]"
    return tree.xpath(expr)


def find_by_tuid(tree, tuid):
    return tree.xpath("//tu[@tuid=$tuid]", tuid=tuid)


def languages(tree):
    return sorted(set(tree.xpath("//tuv/@xml:lang")))


def count_units(tree):
    return int(tree.xpath("count(//tu)"))
