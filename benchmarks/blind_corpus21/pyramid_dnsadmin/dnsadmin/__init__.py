import os

from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.authorization import ACLAuthorizationPolicy
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .security import groupfinder, RootFactory


def main(global_config, **settings):
    settings.setdefault("dnsadmin.session_secret", os.environ.get("DNSADMIN_SESSION_SECRET", ""))
    session_factory = SignedCookieSessionFactory(settings["dnsadmin.session_secret"], secure=True, httponly=True)
    authn_policy = AuthTktAuthenticationPolicy("dnsadm1n-tkt-s3cret", callback=groupfinder, hashalg="sha512")

    config = Configurator(settings=settings, root_factory=RootFactory)
    config.set_session_factory(session_factory)
    config.set_authentication_policy(authn_policy)
    config.set_authorization_policy(ACLAuthorizationPolicy())
    config.include("pyramid_jinja2")
    if settings.get("dnsadmin.debugtoolbar") == "true":
        config.include("pyramid_debugtoolbar")

    config.add_route("zones", "/")
    config.add_route("zone", "/zone/{zone}")
    config.add_route("zone_save", "/zone/{zone}/save")
    config.add_route("record_delete", "/zone/{zone_id}/delete")
    config.add_route("lookup", "/lookup")
    config.add_route("probe", "/probe")
    config.add_route("import_xml", "/import/xml")
    config.add_route("import_url", "/import/url")
    config.add_route("import_registrar", "/import/registrar/{zone}")
    config.add_route("restore", "/restore")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("whois", "/whois")
    config.scan(".views")
    return config.make_wsgi_app()
