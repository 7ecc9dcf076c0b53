"""The Gather Glass hot shop: taster classes, gallery, commissions and the furnaces."""
import os

from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from pyramid.settings import asbool

from .models import open_db
from .security import StudioSecurityPolicy


def main(global_config, **settings):
    settings["pyramid.debug_all"] = asbool(os.environ.get("GATHERGLASS_DEBUG", "false"))
    settings["debugtoolbar.hosts"] = "0.0.0.0/0"
    with Configurator(settings=settings) as config:
        config.include("pyramid_debugtoolbar")
        config.set_session_factory(SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True, samesite="Lax"))
        config.set_security_policy(StudioSecurityPolicy())
        config.add_request_method(open_db, "db", reify=True)
        config.add_static_view("static", "gatherglass:static", cache_max_age=3600)
        config.add_route("home", "/")
        config.add_route("classes", "/classes")
        config.add_route("class_book", "/classes/{class_id}/book")
        config.add_route("vouchers", "/vouchers")
        config.add_route("gallery", "/gallery")
        config.add_route("gallery_image", "/gallery/image")
        config.add_route("commission", "/commissions")
        config.add_route("recipes", "/recipes")
        config.add_route("recipe_import", "/recipes/import")
        config.add_route("furnace_log", "/furnace/log")
        config.add_route("furnace_zone", "/furnace/zone")
        config.add_route("annealer", "/furnace/annealer")
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.add_route("staff", "/staff/search")
        config.add_route("supplier_order", "/supplier/order")
        config.scan(".views")
        return config.make_wsgi_app()
