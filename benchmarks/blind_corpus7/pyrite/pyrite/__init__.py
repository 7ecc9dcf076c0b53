from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.authorization import ACLAuthorizationPolicy
from pyramid.config import Configurator

from .ldapdir import Directory

AUTH_TKT_SECRET = "pyr1te-4uthtkt-9c2e71f0aa5d"


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.set_authentication_policy(AuthTktAuthenticationPolicy(
        settings.get("pyrite.auth_secret", AUTH_TKT_SECRET), hashalg="sha512", secure=True, http_only=True))
    config.set_authorization_policy(ACLAuthorizationPolicy())
    config.registry.directory = Directory.from_settings(settings)
    config.add_route("home", "/")
    config.add_route("health", "/healthz")
    config.add_route("login", "/login")
    config.add_route("sso", "/sso")
    config.add_route("people", "/people")
    config.add_route("person", "/people/{uid}")
    config.add_route("group", "/groups/{cn}")
    config.add_route("orgchart", "/orgchart")
    config.add_route("team", "/orgchart/team")
    config.add_route("import", "/import")
    config.add_route("vcard", "/people/{uid}/vcard")
    config.scan(".views")
    return config.make_wsgi_app()
