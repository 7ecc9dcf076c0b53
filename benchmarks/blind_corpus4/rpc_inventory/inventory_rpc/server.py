#!/usr/bin/env python
# XML-RPC front end, started by supervisord on inv-app01.
import logging
import sys
from SimpleXMLRPCServer import SimpleXMLRPCServer, SimpleXMLRPCRequestHandler

import config
import asn_import
import auth
import catalog
import handlers
import labels


class RequestHandler(SimpleXMLRPCRequestHandler):
    rpc_paths = ('/RPC2',)


def login(username, password):
    return auth.check_user(username, password)


def main():
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    handlers.load_report_plugins()
    server = SimpleXMLRPCServer(config.RPC_BIND, requestHandler=RequestHandler, allow_none=True, logRequests=True)
    server.register_introspection_functions()
    server.register_function(login)
    server.register_function(handlers.stock_level)
    server.register_function(handlers.adjust_stock)
    server.register_function(handlers.list_location)
    server.register_function(handlers.search_items)
    server.register_function(handlers.bulk_update)
    server.register_function(handlers.run_report)
    server.register_function(labels.print_label)
    server.register_function(catalog.supplier_price)
    server.register_function(catalog.supplier_items)
    server.register_function(asn_import.import_asn)
    server.register_function(asn_import.validate_asn)
    print "inventory rpc listening on %s:%d" % config.RPC_BIND
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print "bye"


if __name__ == '__main__':
    main()
