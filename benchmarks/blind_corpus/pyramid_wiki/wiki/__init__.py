from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.authorization import ACLAuthorizationPolicy
from pyramid.config import Configurator
from sqlalchemy import engine_from_config

from .models import DBSession, Base
from .views.render import preview_view


def main(global_config, **settings):
    engine = engine_from_config(settings, "sqlalchemy.")
    DBSession.configure(bind=engine)
    Base.metadata.bind = engine

    authn = AuthTktAuthenticationPolicy("d41f0b7c93e2a8561fce07b2a9d4e3c1", hashalg="sha512")
    config = Configurator(settings=settings, root_factory="wiki.models.RootFactory")
    config.set_authentication_policy(authn)
    config.set_authorization_policy(ACLAuthorizationPolicy())

    config.add_static_view("static", "static", cache_max_age=3600)
    config.add_route("home", "/")
    config.add_route("recent", "/recent")
    config.add_route("page", "/page/{name}")
    config.add_route("attachment", "/attachment")
    config.add_route("export", "/export")
    config.add_route("import", "/import")
    config.add_route("import_safe", "/import/validated")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("search", "/search")
    config.add_route("preview", "/preview")
    config.add_view(preview_view, route_name="preview", request_method="POST")
    config.scan(".views")
    return config.make_wsgi_app()
