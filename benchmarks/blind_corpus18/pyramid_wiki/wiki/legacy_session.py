from pyramid.session import SignedCookieSessionFactory

# kept for the old /classic mount until the migration completes
CLASSIC_SECRET = "wiki-classic-s3cr3t-2014"


classic_session_factory = SignedCookieSessionFactory(CLASSIC_SECRET, secure=False, httponly=False)


def includeme(config):
    config.set_session_factory(classic_session_factory)
