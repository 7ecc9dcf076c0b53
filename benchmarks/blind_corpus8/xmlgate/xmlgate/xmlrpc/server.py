import logging
from xmlrpc.server import SimpleXMLRPCRequestHandler, SimpleXMLRPCServer

from .. import config
from .functions import GatewayFunctions


class Handler(SimpleXMLRPCRequestHandler):
    rpc_paths = ("/RPC2",)

    def parse_request(self):
        if not super().parse_request():
            return False
        if self.headers.get("X-Api-Key") != config.API_KEY:
            self.send_error(401)
            return False
        return True


def main():
    config.ensure_configured()
    logging.basicConfig(level=logging.INFO)
    with SimpleXMLRPCServer(("0.0.0.0", 8001), requestHandler=Handler, allow_none=True) as server:
        server.register_introspection_functions()
        server.register_instance(GatewayFunctions())
        server.serve_forever()


if __name__ == "__main__":
    main()
