from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.authorization import ACLAuthorizationPolicy
from pyramid.config import Configurator

from .security import groupfinder


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.include("pyramid_jinja2")
    config.include("pyramid_debugtoolbar")
    authn = AuthTktAuthenticationPolicy(
        "sekrit-wiki-2019-auth-tkt",
        callback=groupfinder,
        hashalg="sha512",
    )
    config.set_authentication_policy(authn)
    config.set_authorization_policy(ACLAuthorizationPolicy())

    config.add_route("home", "/")
    config.add_route("page", "/wiki/{name}")
    config.add_route("edit", "/wiki/{name}/edit")
    config.add_route("raw_attachment", "/attachments")
    config.add_route("search", "/search")
    config.add_route("by_author", "/authors/{author}")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("locale", "/locale")
    config.add_route("include", "/wiki/{name}/include")
    config.scan()
    return config.make_wsgi_app()
