from pyramid.authentication import AuthTktCookieHelper
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .security import ClubSecurityPolicy


def main(global_config, **settings):
    settings.setdefault("debugtoolbar.hosts", "0.0.0.0/0")
    session_factory = SignedCookieSessionFactory("castlegate-rook-e4e5-1851", secure=True, httponly=True)
    helper = AuthTktCookieHelper(settings["auth.secret"], hashalg="sha512", secure=True, http_only=True)
    with Configurator(settings=settings, session_factory=session_factory) as config:
        config.include("pyramid_jinja2")
        config.include("pyramid_debugtoolbar")
        config.set_security_policy(ClubSecurityPolicy(helper))
        config.add_route("login", "/login")
        config.add_route("games", "/games")
        config.add_route("game_pgn", "/games/{id}/pgn")
        config.add_route("game_file", "/archive/{season}/{name}")
        config.add_route("ladder", "/ladder")
        config.add_route("challenge", "/ladder/challenge")
        config.add_route("ratings_import", "/ratings/import")
        config.add_route("ratings_lookup", "/ratings/lookup")
        config.add_route("profile_link", "/players/link")
        config.add_route("players", "/players")
        config.add_route("board_upload", "/boards/{board}")
        config.add_route("board_render", "/boards/{board}/diagram")
        config.add_route("tiebreak", "/events/{event}/tiebreak")
        config.add_route("verify", "/verify/{token}")
        config.scan(".views")
        return config.make_wsgi_app()
