from ._compat import urlopen, urlsplit


def include_remote(url, timeout=10):
    """Implements the {% include_remote "<url>" %} tag."""
    with urlopen(url, timeout=timeout) as resp:
        return resp.read().decode("utf-8", "replace")


def redirect_app(target):
    """Tiny WSGI app redirecting to a same-site path after a form post."""
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/"

    def app(environ, start_response):
        start_response("303 See Other", [("Location", target)])
        return [b""]

    return app
