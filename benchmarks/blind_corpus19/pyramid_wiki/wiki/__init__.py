from pyramid.config import Configurator

from .security import WikiSecurityPolicy


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.include("pyramid_jinja2")
        config.set_security_policy(WikiSecurityPolicy(settings["wiki.auth_secret"]))
        config.add_route("page", "/page/{name}")
        config.add_route("page_raw", "/raw")
        config.add_route("attachment", "/attachment/{page}/{filename}")
        config.add_route("import", "/import")
        config.add_route("import_safe", "/import/v2")
        config.add_route("search", "/search")
        config.add_route("search_tag", "/search/tag")
        config.add_route("login", "/login")
        config.add_route("preview", "/preview")
        config.add_route("user_lookup", "/users")
        config.add_route("user_by_mail", "/users/by-mail")
        config.scan(".views")
    return config.make_wsgi_app()
