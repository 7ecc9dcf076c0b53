"""Personal notes service: Quart app, a legacy WSGI attachment app and a LAN file server."""
