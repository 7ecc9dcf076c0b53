import re


class Router(object):
    """Tiny regex router: add(method, pattern, handler)."""

    def __init__(self):
        self.routes = []

    def add(self, method, pattern, handler):
        self.routes.append((method, re.compile("^" + pattern + "$"), handler))

    def route(self, method, pattern):
        def deco(fn):
            self.add(method, pattern, fn)
            return fn
        return deco

    def match(self, method, path):
        allowed = False
        for m, rx, h in self.routes:
            mo = rx.match(path)
            if mo:
                if m == method:
                    return h, mo.groupdict()
                allowed = True
        return (None, "405") if allowed else (None, "404")
