"""/svc <service> [setting] -- read values from the services inventory (XML)."""
from lxml import etree

from opsbot import settings
from opsbot.commands import text_of

_doc = None


def doc():
    global _doc
    if _doc is None:
        _doc = etree.parse(settings.SERVICES_XML)
    return _doc


def owners(service):
    return doc().xpath("//service[@name=$name]/owner/text()", name=service)


def setting_value(service, key):
    expr = "//service[@name='%s']/setting[@key='%s']/@value" % (service, key)
    return doc().xpath(expr)


def register(app):
    @app.command("/svc")
    def svc(ack, respond, command):
        ack()
        parts = text_of(command).split()
        if not parts:
            respond("usage: /svc <service> [setting]")
            return
        if len(parts) == 1:
            respond("owners of %s: %s" % (parts[0], ", ".join(owners(parts[0])) or "none"))
            return
        values = setting_value(parts[0], parts[1])
        respond("%s.%s = %s" % (parts[0], parts[1], values[0] if values else "(unset)"))
