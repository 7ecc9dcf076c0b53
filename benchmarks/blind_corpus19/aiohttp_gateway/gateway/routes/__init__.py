from . import errors, fetch, manifests, oauth, sessions

TABLE = [
    ("GET", "/img", fetch.image_proxy),
    ("GET", "/avatar", fetch.avatar_proxy),
    ("GET", "/api/{service}/{tail:.*}", fetch.upstream_passthrough),
    ("GET", "/oauth/authorize", oauth.authorize),
    ("GET", "/oauth/logout", oauth.logout),
    ("POST", "/session", sessions.start_session),
    ("POST", "/admin/manifests", manifests.upload_manifest),
    ("POST", "/admin/manifests/validate", manifests.validate_manifest),
]


def register(app):
    for method, path, handler in TABLE:
        app.router.add_route(method, path, handler)
    app.middlewares.append(errors.html_errors)
