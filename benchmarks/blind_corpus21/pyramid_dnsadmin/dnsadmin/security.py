from pyramid.authorization import Allow, Authenticated

from .ldapauth import NocDirectory


class RootFactory(object):
    __acl__ = [(Allow, Authenticated, "view"), (Allow, "group:dnsadmins", "edit")]

    def __init__(self, request):
        self.request = request


def groupfinder(userid, request):
    directory = NocDirectory(request.registry.settings)
    if directory.is_dns_admin(userid):
        return ["group:dnsadmins"]
    return []
