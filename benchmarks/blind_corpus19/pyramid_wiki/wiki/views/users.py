import ldap
from ldap.filter import filter_format
from pyramid.view import view_config

PEOPLE_BASE = "ou=Personen,dc=uni,dc=example,dc=de"


def _conn(request):
    settings = request.registry.settings
    conn = ldap.initialize(settings["wiki.ldap_uri"])
    conn.simple_bind_s(settings["wiki.ldap_bind_dn"], settings["wiki.ldap_bind_pw"])
    return conn


@view_config(route_name="user_lookup", renderer="json")
def user_lookup(request):
    name = request.params.get("name", "")
    flt = "(&(objectClass=inetOrgPerson)(|(sn={0}*)(givenName={0}*)))".format(name)
    results = _conn(request).search_s(PEOPLE_BASE, ldap.SCOPE_ONELEVEL, flt, ["cn", "mail"])
    return [{"dn": dn, "cn": attrs.get("cn", [b""])[0].decode()} for dn, attrs in results]


@view_config(route_name="user_by_mail", renderer="json")
def user_by_mail(request):
    flt = filter_format("(&(objectClass=inetOrgPerson)(mail=%s))", [request.params.get("mail", "")])
    results = _conn(request).search_s(PEOPLE_BASE, ldap.SCOPE_ONELEVEL, flt, ["cn"])
    return [dn for dn, _ in results]
