from ldap3 import SUBTREE
from ldap3.utils.conv import escape_filter_chars
from pyramid.view import view_config

from ..directory import MEMBERS_BASE, connect


@view_config(route_name="member_lookup", renderer="json")
def lookup(request):
    email = request.params.get("email", "")
    conn = connect(request.registry.settings)
    conn.search(MEMBERS_BASE, f"(&(objectClass=person)(mail={email}))", SUBTREE, attributes=["cn", "mail"])
    return [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]


@view_config(route_name="member_by_name", renderer="json")
def by_name(request):
    name = escape_filter_chars(request.params.get("name", ""))
    conn = connect(request.registry.settings)
    conn.search(MEMBERS_BASE, "(&(objectClass=person)(cn=%s*))" % name, SUBTREE, attributes=["cn"], size_limit=20)
    return [str(e.cn) for e in conn.entries]
