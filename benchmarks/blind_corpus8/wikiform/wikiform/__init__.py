from pyramid.config import Configurator

from .security import make_security_policy


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.include("pyramid_chameleon")
        config.set_security_policy(make_security_policy(settings))
        config.add_static_view("static", "wikiform:static", cache_max_age=3600)
        config.add_route("home", "/")
        config.add_route("page", "/wiki/{slug}")
        config.add_route("page_preview", "/preview")
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.add_route("directory", "/people")
        config.add_route("sitemap_page", "/sitemap/revisions/{slug}")
        config.add_route("sitemap_tag", "/sitemap/tag/{tag}")
        config.add_route("import_xml", "/admin/import")
        config.add_route("import_feed", "/admin/import-feed")
        config.add_route("import_url", "/import-url")
        config.add_route("sitemap_authors", "/sitemap/authors/{slug}")
        config.add_route("attachment", "/attachments")
        config.add_route("attachment_by_page", "/wiki/{slug}/files/{name}")
        config.add_route("export_odt", "/wiki/{slug}/export.odt")
        config.scan(".views")
        config.scan(".exporter")
    return config.make_wsgi_app()
