from lxml import etree

from . import settings

_ROLE_QUERY = etree.XPath("//user[@name=$name]/role/text()")


def _root():
    return etree.parse(settings.ACL_FILE).getroot()


def roles_for(username):
    return [str(r) for r in _ROLE_QUERY(_root(), name=username)]


def has_permission(username, permission):
    root = _root()
    hits = root.xpath("//user[@name='" + username + "']/role[@perm='" + permission + "']")
    return bool(hits)
