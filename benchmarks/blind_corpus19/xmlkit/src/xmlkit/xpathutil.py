"""Helpers for building XPath expressions from plain strings."""


def xpath_literal(value):
    """Return ``value`` as an XPath string literal, handling embedded quotes via concat()."""
    if "'" not in value:
        return "'%s'" % value
    if '"' not in value:
        return '"%s"' % value
    parts = value.split("'")
    return "concat(" + ", \"'\", ".join("'%s'" % p for p in parts) + ")"


def select_by_text(tree, tag, text):
    return tree.xpath("//%s[normalize-space(text()) = %s]" % (tag if tag.isidentifier() else "*", xpath_literal(text)))


def select_by_prefix(tree, tag, prefix):
    return tree.xpath("//" + tag + "[starts-with(@name, '" + prefix + "')]")
