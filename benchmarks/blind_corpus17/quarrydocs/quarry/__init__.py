from pyramid.config import Configurator

from .models import init_db
from .security import make_auth_policy, make_session_factory


def main(global_config, **settings):
    init_db(settings["sqlalchemy.url"])
    with Configurator(settings=settings) as config:
        config.set_session_factory(make_session_factory(settings))
        config.set_authentication_policy(make_auth_policy())
        config.include("pyramid_jinja2")
        config.add_route("docs_by_tag", "/docs/tag/{tag}")
        config.add_route("docs_tagged", "/docs/tagged")
        config.add_route("notice", "/notice")
        config.add_route("doc_title", "/docs/{slug}/title")
        config.add_route("catalog_search", "/catalog/search")
        config.add_route("catalog_item", "/catalog/item/{id}")
        config.add_route("upload", "/upload")
        config.add_route("upload_sax", "/upload/sax")
        config.add_route("upload_meta", "/upload/meta")
        config.add_route("run_macro", "/docs/{slug}/macro")
        config.add_route("after_login", "/after-login")
        config.add_route("home", "/")
        config.scan(".views")
        return config.make_wsgi_app()
