import logging
from xmlrpc.server import SimpleXMLRPCRequestHandler, SimpleXMLRPCServer

from .rpc_api import OrderService, PartnerService
from .security import verify_caller


class SignedHandler(SimpleXMLRPCRequestHandler):
    rpc_paths = ("/RPC2",)

    def decode_request_content(self, data):
        data = SimpleXMLRPCRequestHandler.decode_request_content(self, data)
        if data is not None and not verify_caller("rpc", data.decode("utf-8", "replace"), self.headers.get("X-Signature")):
            self.send_error(403)
            return None
        return data


def main(host="127.0.0.1", port=8765):
    logging.basicConfig(level=logging.INFO)
    server = SimpleXMLRPCServer((host, port), requestHandler=SignedHandler, allow_none=True)
    server.register_instance(OrderService())
    server.register_function(PartnerService().set_password, "partner.set_password")
    server.register_introspection_functions()
    server.serve_forever()


if __name__ == "__main__":
    main()
