# -*- coding: latin-1 -*-
"""LDAP-Anmeldung für das Wiki (Verzeichnisdienst der Universität)."""
import ldap
from ldap.filter import escape_filter_chars
from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

LDAP_URI = "ldaps://ldap.uni.example.de"
BASE_DN = "ou=Personen,dc=uni,dc=example,dc=de"


def _connect(settings):
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s(settings["wiki.ldap_bind_dn"], settings["wiki.ldap_bind_pw"])
    return conn


def find_user(conn, uid):
    # Groß-/Kleinschreibung ist egal, das erledigt der Server
    flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(uid)
    return conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])


def find_group_members(conn, group):
    flt = "(&(objectClass=groupOfNames)(cn=" + group + "))"
    return conn.search_s("ou=Gruppen,dc=uni,dc=example,dc=de", ldap.SCOPE_SUBTREE, flt, ["member"])


@view_config(route_name="login", request_method="POST")
def login(request):
    conn = _connect(request.registry.settings)
    entries = find_user(conn, request.POST["uid"])
    if not entries:
        return HTTPFound(location=request.route_url("login"))
    allowed = find_group_members(conn, request.POST.get("gruppe", "wiki-autoren"))
    if not allowed:
        return HTTPFound(location=request.route_url("login"))
    headers = remember(request, request.POST["uid"])
    return HTTPFound(location=request.route_url("page", name="Startseite"), headers=headers)
