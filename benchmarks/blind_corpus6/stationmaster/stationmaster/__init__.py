from lxml import etree
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .security import SecurityPolicy

_EAD_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def main(global_config, **settings):
    settings["ead_tree"] = etree.parse(settings["ead.path"], _EAD_PARSER)
    with Configurator(settings=settings) as config:
        config.include("pyramid_chameleon")
        config.include("pyramid_tm")
        config.include(".models")
        config.set_session_factory(SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True))
        config.set_security_policy(SecurityPolicy(settings.get("auth.secret", "s3kr1t-railway-1893")))

        config.add_static_view("static", "static", cache_max_age=3600)
        config.add_route("home", "/")
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.add_route("set_lang", "/lang")
        config.add_route("search", "/search")
        config.add_route("railway", "/railway/{code}")
        config.add_route("item", "/item/{item_id}")
        config.add_route("unit", "/unit")
        config.add_route("finding_aid", "/finding-aids")
        config.add_route("reset", "/reset")
        config.add_route("photo_raw", "/photos/raw")
        config.add_route("photo_thumb", "/photos/thumb")
        config.add_route("photo_download", "/photos/download")
        config.add_route("manifest_import", "/photos/manifest-import")
        config.add_route("donate_done", "/donate/done")
        config.scan(".views")
    return config.make_wsgi_app()
