import os

from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

STRIPE_WEBHOOK_SECRET = "whsec_K3stR3lPr1nt_9a8d7c6b5e4f3a2b1c0d"


def main(global_config, **settings):
    session_secret = os.environ["PRESSROOM_SESSION_SECRET"]
    factory = SignedCookieSessionFactory(session_secret, secure=True, httponly=True, samesite="Lax")
    with Configurator(settings=settings, session_factory=factory) as config:
        config.include("pyramid_tm")
        config.include(".models")
        config.include("pyramid_debugtoolbar")
        config.add_settings({"debugtoolbar.hosts": "0.0.0.0/0"})
        config.add_route("home", "/")
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.add_route("jobs", "/jobs")
        config.add_route("job", "/jobs/{job_id}")
        config.add_route("quote", "/quote")
        config.add_route("proofs", "/jobs/{job_id}/proofs")
        config.add_route("proof_file", "/jobs/{job_id}/proofs/{name}")
        config.add_route("artwork_fetch", "/jobs/{job_id}/artwork")
        config.add_route("tickets", "/tickets/import")
        config.add_route("ticket_search", "/tickets/search")
        config.add_route("order_status", "/orders/{ref}")
        config.add_route("cart", "/cart")
        config.add_route("staff_lookup", "/staff/lookup")
        config.scan(".views")
        return config.make_wsgi_app()
