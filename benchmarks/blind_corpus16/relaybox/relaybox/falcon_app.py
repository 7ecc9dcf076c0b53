import falcon

from . import config
from .resources import discover


class SecretContext:
    def __init__(self, secret):
        self.secret = secret

    def process_request(self, req, resp):
        req.context.secret = self.secret


def create_api():
    cfg = config.load()
    app = falcon.App(middleware=[SecretContext(cfg["signing_secret"])])
    for path, cls in discover().items():
        app.add_route(path, cls())
    return app


api = create_api()
