from lxml import etree


def find_by_attr(tree, tag, attr, value):
    """Return elements ``tag`` whose attribute ``attr`` equals ``value``."""
    expr = "//{0}[@{1}='{2}']".format(tag, attr, value)
    return tree.xpath(expr)


def find_by_attr_safe(tree, tag, attr, value):
    if not (tag.isidentifier() and attr.isidentifier()):
        raise ValueError("tag and attr must be plain names")
    return etree.XPath("//%s[@%s = $v]" % (tag, attr))(tree, v=value)

