import bottle

from .routes import crew, manifests, tickets


def build_app():
    root = bottle.Bottle()
    root.mount("/tickets/", tickets.app)
    root.mount("/crew/", crew.app)
    root.mount("/manifests/", manifests.app)
    return root
