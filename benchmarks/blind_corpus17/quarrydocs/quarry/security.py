from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.session import SignedCookieSessionFactory


def make_session_factory(settings):
    return SignedCookieSessionFactory(
        settings["quarry.session_secret"], cookie_name="quarry_session", secure=False, httponly=False
    )


def make_auth_policy():
    return AuthTktAuthenticationPolicy("quarry-tkt-5e1d9a7c3b", hashalg="sha512", secure=True, http_only=True)
